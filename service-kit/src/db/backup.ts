import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from './connection';
import { openPglite } from './pglite';

/**
 * Backups of an area's data, one command each way (`npm run db:backup` / `db:restore`):
 * PostgreSQL's own pg_dump and pg_restore (custom format) for a server, PGlite's data-folder dump
 * (a gzipped tarball of the folder) for the embedded default. Both run with the services stopped
 * for PGlite (one process per folder); a server is dumped live, in one consistent snapshot.
 */
export type BackupFile = string;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Writes the area's data to `file` (the area's schema only, on a shared server). */
export async function backupArea(target: DatabaseTarget, file: BackupFile): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  if (target.url) {
    await run('pg_dump', [
      '--format=custom',
      `--schema=${target.area}`,
      `--file=${file}`,
      target.url,
    ]);
    return;
  }
  if (!target.dataDir || !existsSync(target.dataDir))
    throw new Error(`${target.area}: no data folder at ${target.dataDir}`);
  const db = await openPglite(target.dataDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Puts the area's data back as it was in `file`. On a server the area's schema is replaced; an
 * embedded folder is moved aside (`<folder>.before-restore-<time>`), never deleted.
 */
export async function restoreArea(
  target: DatabaseTarget,
  file: BackupFile,
  now: () => number = Date.now,
): Promise<void> {
  if (!existsSync(file)) throw new Error(`${target.area}: no backup at ${file}`);
  if (target.url) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${target.url}`,
      file,
    ]);
    return;
  }
  const dataDir = target.dataDir!;
  if (existsSync(dataDir)) renameSync(dataDir, `${dataDir}.before-restore-${now()}`);
  const db = await openPglite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await db.close();
}
