import { existsSync } from 'node:fs';
import path from 'node:path';
import { areaNames, createAreaServices } from './areas';
import { createGateway } from './gateway-app';
import { listen, portFromEnv } from './listen';

// `npm start` (and the browser tests) serve the production builds: say which are missing.
const root = path.resolve(__dirname, '../..');
const missing = ['shell', ...areaNames.map((name) => `mf-${name}`)].filter(
  (folder) =>
    !existsSync(
      path.join(root, folder, 'dist', folder === 'shell' ? 'index.html' : 'mf-manifest.json'),
    ),
);
if (missing.length > 0) {
  console.warn(`Not built yet: ${missing.join(', ')}. Run \`npm run build\` first.`);
}

const areas = createAreaServices();
void areas.warmUp().then(() => {
  const gateway = createGateway({ root, api: { services: areas.services } });
  listen(gateway, portFromEnv(8080), 'Storefront', () => areas.close());
});
