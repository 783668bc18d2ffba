import { createAppConfig } from '@autoparts/shared/mf';
import type * as ServiceKit from '@autoparts/service-kit';
import type * as Service from './server';

export default createAppConfig({
  name: 'shop',
  dir: __dirname,
  port: 3001,
  title: 'Shop — standalone',
  exposes: {
    './App': './src/exposes/app.tsx',
    './QuickView': './src/exposes/quick-view.tsx',
    './SearchSuggestions': './src/exposes/search-suggestions.tsx',
    './MiniCart': './src/exposes/mini-cart.tsx',
    './HomeBlocks': './src/exposes/home-blocks.tsx',
    './OrderHistory': './src/exposes/order-history.tsx',
    './OrderDetails': './src/exposes/order-details.tsx',
  },
  // The area's translation namespace files (src/i18n.ts) and images, served beside its bundle.
  copy: [{ from: 'public' }],
  // The service is required only by the dev server: a production build (the image) neither
  // needs nor loads it, nor the data sets of other areas it reads. No account service runs
  // beside it, so nobody is signed in.
  devMiddlewares: () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createShopService } = require('./server') as typeof Service;
    const kit = require('@autoparts/service-kit') as typeof ServiceKit;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const service = createShopService({
      database: () => kit.openAreaDatabase(kit.devDatabaseTarget('shop')),
      sessions: kit.nobodySignedIn,
    });
    return [kit.createApiRouter({ handlers: service.handlers })];
  },
});
