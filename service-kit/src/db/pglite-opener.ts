import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * The global under which service-kit's jest environments hand the test sandbox a PGlite opener
 * (testing/open-pglite-outside.ts). Kept apart from that module, which loads PGlite itself, so a
 * service bundled for PostgreSQL never loads PGlite's WebAssembly.
 */
export const OPEN_PGLITE = '__openPglite';

export type PgliteOpener = (dataDir?: string, options?: PGliteOptions) => Promise<PGlite>;
