import { databaseTargetFromEnv, openAreaDatabase } from '@autoparts/service-kit';
import { createServiceApp, runService, sessionIntrospection } from '@autoparts/service-kit/http';
import { createAccountService, operations } from '.';

// `npm run api -w mf-account`: the account service alone on 4002 (PORT), on its database
// (ACCOUNT_DATABASE_URL, DATABASE_URL, or .data/account); the other areas' services ask it who
// is signed in at /internal/sessions/introspect.
const service = createAccountService({
  database: () => openAreaDatabase(databaseTargetFromEnv('account')),
});
const app = createServiceApp({
  area: 'account',
  handlers: service.handlers,
  data: service.data,
  internal: sessionIntrospection(service.sessions),
  operations,
});
void runService(app, { area: 'account', port: 4002, data: service.data });
