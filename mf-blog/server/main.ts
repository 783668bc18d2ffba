import { databaseTargetFromEnv, openAreaDatabase } from '@autoparts/service-kit';
import { createServiceApp, runService } from '@autoparts/service-kit/http';
import { createBlogService, operations } from '.';

// `npm run api -w mf-blog`: the blog's service alone on 4003 (PORT), on its database
// (BLOG_DATABASE_URL, DATABASE_URL, or .data/blog).
const service = createBlogService({
  database: () => openAreaDatabase(databaseTargetFromEnv('blog')),
});
void runService(createServiceApp({ ...service, operations }), {
  area: 'blog',
  port: 4003,
  data: service.data,
});
