import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/shared/mock';
import type * as Mock from './mock';

export default createAppConfig({
  name: 'account',
  dir: __dirname,
  port: 3002,
  title: 'Account — standalone',
  exposes: {
    './App': './src/exposes/app.tsx',
    './SignInForm': './src/exposes/sign-in-form.tsx',
  },
  // The area's translation namespace files, served beside its bundle (src/i18n.ts).
  copy: [{ from: 'public' }],
  // The mock slice is required only by the dev server: a production build (the image) neither
  // needs nor loads it, nor the data sets of other areas it reads.
  devMiddlewares: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { handlers } = require('./mock') as typeof Mock;
    return [createApiRouter({ handlers })];
  },
});
