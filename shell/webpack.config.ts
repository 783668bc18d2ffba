import path from 'node:path';
import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/shared/mock';
import type * as Areas from './server/areas';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  host: true,
  title: 'Red Parts — auto parts and accessories',
  runtimePlugins: [
    path.join(__dirname, 'src/remotes/remote-failure-plugin.ts'),
    path.join(__dirname, 'src/remotes/shared-version-plugin.ts'),
    path.join(__dirname, 'src/remotes/yield-between-steps-plugin.ts'),
  ],
  copy: [{ from: 'public' }],
  // `npm run dev` composes the whole storefront on :3000 with every area's mock slice. They are
  // required only then: a production build (the shell image) has no other area's code at hand.
  devMiddlewares: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createAreaServices } = require('./server/areas') as typeof Areas;
    return [createApiRouter({ handlers: Object.values(createAreaServices().slices).flat() })];
  },
});
