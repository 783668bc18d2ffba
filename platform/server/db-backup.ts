import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupArea, databaseTargetFromEnv, restoreArea } from '@autoparts/service-kit';

// `npm run db:backup -- <folder>` writes one file per area with a database into the folder;
// `npm run db:restore -- <folder>` puts them back. Stop `npm start` first when the data is
// embedded (.data/): a PGlite folder is opened by one process at a time. With DATABASE_URL the
// server is dumped live (pg_dump, one consistent snapshot per area schema).
const AREAS_WITH_DATA = ['account', 'shop', 'blog', 'vehicle', 'site'];

async function main([command, folder]: string[]): Promise<void> {
  if ((command !== 'backup' && command !== 'restore') || !folder)
    throw new Error('usage: db-backup.ts backup|restore <folder>');
  for (const area of AREAS_WITH_DATA) {
    const target = databaseTargetFromEnv(area);
    const file = path.resolve(folder, `${area}.${target.url ? 'pgdump' : 'tar.gz'}`);
    const missing =
      command === 'backup' ? !target.url && !existsSync(target.dataDir!) : !existsSync(file);
    if (missing) {
      console.log(
        `${area}: nothing to ${command} (${command === 'backup' ? target.dataDir : file} is not there)`,
      );
      continue;
    }
    await (command === 'backup' ? backupArea(target, file) : restoreArea(target, file));
    console.log(`${area}: ${command === 'backup' ? 'saved to' : 'restored from'} ${file}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
