import path from 'node:path';
import { createAppConfig } from '@autoparts/shared/mf';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  host: true,
  title: 'Red Parts — auto parts and accessories',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-failure-plugin.ts')],
  copy: [{ from: 'public' }],
});
