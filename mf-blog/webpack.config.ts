import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/shared/mock';
import { handlers } from './mock';

export default createAppConfig({
  name: 'blog',
  dir: __dirname,
  port: 3003,
  title: 'Blog — standalone',
  exposes: { './App': './src/exposes/app.tsx' },
  // The area's translations (its own i18next namespace) are served beside its bundle.
  copy: [{ from: 'public' }],
  devMiddlewares: () => [createApiRouter({ handlers })],
});
