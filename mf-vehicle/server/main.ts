import { databaseTargetFromEnv, openAreaDatabase } from '@autoparts/service-kit';
import { createServiceApp, introspectionVerifier, runService } from '@autoparts/service-kit/http';
import { createVehicleService, operations } from '.';

// `npm run api -w mf-vehicle`: the vehicle service alone on 4004 (PORT), on its database
// (VEHICLE_DATABASE_URL, DATABASE_URL, or .data/vehicle); who is signed in is asked of the
// account service at ACCOUNT_API_URL.
const service = createVehicleService({
  database: () => openAreaDatabase(databaseTargetFromEnv('vehicle')),
  sessions: introspectionVerifier(process.env.ACCOUNT_API_URL || 'http://127.0.0.1:4002'),
});
void runService(createServiceApp({ ...service, operations }), {
  area: 'vehicle',
  port: 4004,
  data: service.data,
  warmUp: service.warmUp,
});
