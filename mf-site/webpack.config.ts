import { createAppConfig } from '@autoparts/shared/mf';
import type * as ServiceKit from '@autoparts/service-kit';
import type * as Service from './server';

export default createAppConfig({
  name: 'site',
  dir: __dirname,
  port: 3005,
  title: 'Site pages — standalone',
  exposes: { './App': './src/exposes/app.tsx' },
  // The area's translations (its own i18next namespace) are served beside its bundle.
  copy: [{ from: 'public' }],
  // The service is required only by the dev server: a production build (the image) neither
  // needs nor loads it.
  devMiddlewares: () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createSiteService } = require('./server') as typeof Service;
    const kit = require('@autoparts/service-kit') as typeof ServiceKit;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const service = createSiteService({
      database: () => kit.openAreaDatabase(kit.devDatabaseTarget('site')),
    });
    return [kit.createApiRouter({ handlers: service.handlers })];
  },
});
