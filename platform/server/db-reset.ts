import { createAreaServices } from './areas';

// `npm run db:reset`: the demo data again, on purpose. Every customer's rows in the configured
// databases (`DATABASE_URL`, or `.data/`) are dropped; stop `npm start` first, since an embedded
// database folder is opened by one process at a time.
const areas = createAreaServices();
areas
  .reset()
  .then(() => areas.close())
  .then(
    () => console.log('Every area re-seeded with the demo data.'),
    (error: unknown) => {
      console.error('db:reset failed:', error);
      process.exit(1);
    },
  );
