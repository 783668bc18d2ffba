import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { OPEN_PGLITE, type PgliteOpener } from '../db/pglite-opener';

export { OPEN_PGLITE };

/**
 * PGlite loads its WebAssembly with dynamic imports, which jest's module sandbox refuses, and it
 * takes jsdom's `document` for a browser's. The test environments below create it from jest's
 * own Node context and hand the sandbox this function under the name `__openPglite`, which
 * `openPglite` (db/pglite.ts) uses when it is there.
 */
export const createPglite: PgliteOpener = (dataDir = 'memory://', options = {}) =>
  PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
