import { createAppConfig } from '@autoparts/shared/mf';
import { mockMiddleware } from '@autoparts/shared/mock';
import { handlers } from './mock';

export default createAppConfig({
  name: 'vehicle',
  dir: __dirname,
  port: 3004,
  title: 'Vehicle — standalone',
  exposes: { './App': './src/exposes/app.tsx' },
  devMiddlewares: () => [mockMiddleware(handlers)],
});
