import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/shared/mock';
import { handlers } from './mock';

export default createAppConfig({
  name: 'vehicle',
  dir: __dirname,
  port: 3004,
  title: 'Vehicle — standalone',
  exposes: {
    './App': './src/exposes/app.tsx',
    './VehicleForm': './src/exposes/vehicle-form.tsx',
    './VehiclePicker': './src/exposes/vehicle-picker.tsx',
  },
  // The area's translation namespace files, served beside its bundle (src/i18n.ts).
  copy: [{ from: 'public' }],
  devMiddlewares: () => [createApiRouter({ handlers })],
});
