import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite loads its WebAssembly with dynamic imports, which jest's module sandbox refuses, and it
 * takes jsdom's `document` for a browser's. The test environments below create it from jest's
 * own Node context and hand the sandbox this function under the name `__openPglite`.
 */
export const OPEN_PGLITE = '__openPglite';

export function openInMemory(): Promise<PGlite> {
  return PGlite.create('memory://', { extensions: { pg_trgm } });
}
