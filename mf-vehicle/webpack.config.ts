import { createAppConfig } from '@autoparts/shared/mf';
import { createApiRouter } from '@autoparts/shared/mock';
import type * as Mock from './mock';

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
  // The mock slice is required only by the dev server: a production build (the image) neither
  // needs nor loads it, nor the data sets of other areas it reads.
  devMiddlewares: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { handlers } = require('./mock') as typeof Mock;
    return [createApiRouter({ handlers })];
  },
});
