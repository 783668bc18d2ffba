import { databaseTargetFromEnv, openAreaDatabase } from '@autoparts/service-kit';
import { createServiceApp, runService } from '@autoparts/service-kit/http';
import { createSiteService, operations } from '.';

// `npm run api -w mf-site`: the site's service alone on 4005 (PORT), on its database
// (SITE_DATABASE_URL, DATABASE_URL, or .data/site).
const service = createSiteService({
  database: () => openAreaDatabase(databaseTargetFromEnv('site')),
});
void runService(createServiceApp({ ...service, operations }), {
  area: 'site',
  port: 4005,
  data: service.data,
});
