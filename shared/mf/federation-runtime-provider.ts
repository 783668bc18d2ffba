// A remote's standalone page has no shell to provide the federation runtime its bundles leave
// out: its index.html runs this file first (see federation-runtime.ts).
import { provideFederationRuntime } from './federation-runtime';

provideFederationRuntime();
