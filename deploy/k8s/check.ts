/**
 * Renders deploy/k8s's base and overlays the way kustomize would (for the fields they use) and
 * checks every object against the Kubernetes schemas and the storefront's wiring: Services reach
 * pods, ports and probes line up, the Ingress routes each area and its published versions, every
 * area publishes into the release store, config.json names them all.
 *   npm run check:k8s
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderKustomization } from './check/kustomize';
import { consistencyProblems, type Storefront } from './check/rules';
import { schemaProblems } from './check/schema';

const here = __dirname;
// The areas are the shell's own list: the remotes its built /config.json names.
const builtConfig = path.join(here, '../../shell/public/config.json');
const areas = Object.keys(JSON.parse(readFileSync(builtConfig, 'utf8')).remotes);

const apps: Storefront = { areas, shell: 'shell', api: 'mock-api', releases: 'releases' };

const targets: [string, Storefront][] = [
  ['base', apps],
  ['overlays/local', { ...apps, pinnedImages: true }],
];

let failed = false;
for (const [dir, storefront] of targets) {
  const objects = renderKustomization(path.join(here, dir));
  const problems = [...schemaProblems(objects), ...consistencyProblems(objects, storefront)];
  failed ||= problems.length > 0;
  console.log(`deploy/k8s/${dir}: ${objects.length} objects, ${problems.length} problems`);
  for (const problem of problems) console.log(`  ${problem}`);
}
process.exitCode = failed ? 1 : 0;
