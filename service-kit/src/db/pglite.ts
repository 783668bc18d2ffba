import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { OPEN_PGLITE, type PgliteOpener } from './pglite-opener';

/**
 * Opens a PGlite database (a folder, or `memory://`) with pg_trgm. PGlite is loaded only when an
 * area has no server, so a service image bundled for PostgreSQL runs without its WebAssembly;
 * under jest it comes from the test environment (see open-pglite-outside.ts).
 */
export async function openPglite(dataDir: string, options: PGliteOptions = {}): Promise<PGlite> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const outside = (globalThis as Record<string, unknown>)[OPEN_PGLITE] as PgliteOpener | undefined;
  if (outside) return outside(dataDir, options);
  const [{ PGlite: Engine }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return Engine.create(dataDir, { ...options, extensions: { pg_trgm } });
}
