import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/service-kit';
import type * as Mock from './server';

export default createAppConfig({
  name: 'blog',
  dir: __dirname,
  port: 3003,
  title: 'Blog — standalone',
  exposes: { './App': './src/exposes/app.tsx' },
  // The area's translations (its own i18next namespace) are served beside its bundle.
  copy: [{ from: 'public' }],
  // The mock slice is required only by the dev server: a production build (the image) neither
  // needs nor loads it, nor the data sets of other areas it reads.
  devMiddlewares: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { handlers } = require('./server') as typeof Mock;
    return [createApiRouter({ handlers })];
  },
});
