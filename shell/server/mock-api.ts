import express from 'express';
import { createApiRouter } from '@autoparts/shared/mock';
import { allSlices } from './areas';
import { listen, portFromEnv } from './listen';

// The development backend alone (the mock-api container): every area's slice under /api.
const app = express();
app.disable('x-powered-by');
app.use(createApiRouter({ handlers: allSlices }));
app.use((_req, res) => {
  res.status(404).type('text/plain').send('Not Found');
});

listen(app, portFromEnv(4000), 'Mock API');
