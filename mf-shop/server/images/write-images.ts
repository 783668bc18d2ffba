import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allImageFiles, IMAGE_FOLDERS, renderImage } from './catalog-images';

/**
 * Writes the catalog's images as static files to mf-shop/public/images/<folder>/ (run with
 * `npx tsx mock/images/write-images.ts` after changing a drawing; a test checks they match).
 */
export const PUBLIC_IMAGES_DIR = path.resolve(__dirname, '../../public/images');

function main() {
  for (const folder of IMAGE_FOLDERS) {
    rmSync(path.join(PUBLIC_IMAGES_DIR, folder), { recursive: true, force: true });
    mkdirSync(path.join(PUBLIC_IMAGES_DIR, folder), { recursive: true });
  }
  const files = allImageFiles();
  for (const { folder, file } of files) {
    writeFileSync(path.join(PUBLIC_IMAGES_DIR, folder, file), `${renderImage(folder, file)}\n`);
  }
  console.log(`Wrote ${files.length} images to ${PUBLIC_IMAGES_DIR}`);
}

if (require.main === module) main();
