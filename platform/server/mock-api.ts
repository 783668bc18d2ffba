import express from 'express';
import { createApiRouter } from '@autoparts/service-kit';
import { routeToOwners } from './api-owners';
import { areaSitemapPages, createAreaServices } from './areas';
import { crawlerFiles } from './crawler-files';
import { listen, portFromEnv } from './listen';

// The development backend alone (the mock-api container): every area's slice under /api, and
// the crawler files built from their data.
const app = express();
app.disable('x-powered-by');
const areas = createAreaServices();
app.use(routeToOwners(areas.services), createApiRouter({ handlers: [] }));
// nginx sends /robots.txt and /sitemap.xml here: this service has the catalog and the posts.
app.use(crawlerFiles(areaSitemapPages));
app.use((_req, res) => {
  res.status(404).type('text/plain').send('Not Found');
});

void areas.warmUp().then(() => listen(app, portFromEnv(4000), 'Mock API', () => areas.close()));
