import path from 'node:path';
import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from './server/api-router';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  host: true,
  title: 'Red Parts — auto parts and accessories',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-failure-plugin.ts')],
  copy: [{ from: 'public' }],
  // `npm run dev` composes the whole storefront on :3000 with every area's mock slice.
  devMiddlewares: () => [createApiRouter()],
});
