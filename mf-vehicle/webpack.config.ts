import { createAppConfig } from '@autoparts/shared/mf';
import type * as ServiceKit from '@autoparts/service-kit';
import type * as Service from './server';

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
  // The service is required only by the dev server: a production build (the image) neither
  // needs nor loads it, nor the data sets of other areas it reads. No account service runs
  // beside it, so nobody is signed in.
  devMiddlewares: () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createVehicleService } = require('./server') as typeof Service;
    const kit = require('@autoparts/service-kit') as typeof ServiceKit;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const service = createVehicleService({
      database: () => kit.openAreaDatabase(kit.devDatabaseTarget('vehicle')),
      sessions: kit.nobodySignedIn,
    });
    return [kit.createApiRouter({ handlers: service.handlers })];
  },
});
