import { createServiceApp, runService } from '@autoparts/service-kit/http';
import { handlers, operations } from '.';

// `npm run api -w mf-blog`: the blog's service alone on 4003 (PORT). Its posts are data from
// code: nothing a customer writes, so no database yet.
void runService(createServiceApp({ area: 'blog', handlers, operations }), {
  area: 'blog',
  port: 4003,
});
