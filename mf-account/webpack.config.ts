import { createAppConfig } from '@autoparts/shared/mf';
import type * as ServiceKit from '@autoparts/service-kit';
import type * as Service from './server';

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
  // The service is required only by the dev server: a production build (the image) neither
  // needs nor loads it.
  devMiddlewares: () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createAccountService } = require('./server') as typeof Service;
    const kit = require('@autoparts/service-kit') as typeof ServiceKit;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const service = createAccountService({
      database: () => kit.openAreaDatabase(kit.devDatabaseTarget('account')),
    });
    return [kit.createApiRouter({ handlers: service.handlers })];
  },
});
