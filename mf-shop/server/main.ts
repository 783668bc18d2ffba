import { databaseTargetFromEnv, openAreaDatabase } from '@autoparts/service-kit';
import { createServiceApp, introspectionVerifier, runService } from '@autoparts/service-kit/http';
import { createShopService, operations } from '.';

// `npm run api -w mf-shop`: the shop's service alone on 4001 (PORT), on its database
// (SHOP_DATABASE_URL, DATABASE_URL, or .data/shop); who is signed in is asked of the account
// service at ACCOUNT_API_URL.
const service = createShopService({
  database: () => openAreaDatabase(databaseTargetFromEnv('shop')),
  sessions: introspectionVerifier(process.env.ACCOUNT_API_URL || 'http://127.0.0.1:4002'),
});
void runService(createServiceApp({ ...service, operations }), {
  area: 'shop',
  port: 4001,
  data: service.data,
  warmUp: service.warmUp,
});
