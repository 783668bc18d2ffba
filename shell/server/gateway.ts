import path from 'node:path';
import express from 'express';
import { AREA_NAMES } from '@autoparts/shared';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const app = express();

for (const area of AREA_NAMES) {
  app.use(`/remotes/${area}`, express.static(path.join(root, `mf-${area}`, 'dist'), { fallthrough: false }));
}
app.use(express.static(path.join(root, 'shell', 'dist'), { index: false }));
app.get('*', (_req, res) => res.sendFile(path.join(root, 'shell', 'dist', 'index.html')));

app.listen(port, () => console.log(`Storefront on http://localhost:${port}`));
