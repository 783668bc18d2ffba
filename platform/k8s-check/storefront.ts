import { readFileSync } from 'node:fs';
import path from 'node:path';
import { areaApis } from './area-apis';
import type { Storefront } from './rules';

const root = path.resolve(__dirname, '../..');

/** The manifests checked: the base and its overlays (this checker is tooling, kept in platform/). */
export const manifestsDir = path.join(root, 'deploy/k8s');

// The areas are the shell's own list: the remotes its built /config.json names.
const builtConfig = path.join(root, 'shell/public/config.json');
const areas = Object.keys(JSON.parse(readFileSync(builtConfig, 'utf8')).remotes);

/** What the manifests must make of the repository's apps (the base's view: no overlay yet). */
export const storefront: Storefront = {
  areas,
  shell: 'shell',
  crawler: 'mock-api',
  // Every area's service has its schema. The shop and the vehicle ask the account's service who
  // is signed in.
  apis: areaApis(areas).map((api) => ({
    ...api,
    database: true,
    asksAccount: api.area === 'shop' || api.area === 'vehicle',
  })),
  databaseSecret: 'autoparts-database',
  releases: 'releases',
  // The certificate is the cluster's (cert-manager's, or made by hand): never in git.
  tlsSecret: 'storefront-tls',
  providedSecrets: ['storefront-tls'],
};

/** The base's view: every overlay provides the database's Secret, for its own database. */
export const baseStorefront: Storefront = {
  ...storefront,
  providedSecrets: [...(storefront.providedSecrets ?? []), storefront.databaseSecret],
};
