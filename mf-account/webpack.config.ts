import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/shared/mock';
import { handlers } from './mock';

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
  devMiddlewares: () => [createApiRouter({ handlers })],
});
