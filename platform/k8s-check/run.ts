/**
 * Renders deploy/k8s's base and overlays the way kustomize would (for the fields they use) and
 * checks every object against the Kubernetes schemas and the storefront's wiring: Services reach
 * pods, ports and probes line up, the Ingress routes each area, its published versions and each
 * API path its service owns (platform/server/api-owners.ts), every area publishes into the release
 * store, the API services find their database and the account's, config.json names them all.
 *   npm run check:k8s
 */
import path from 'node:path';
import { renderKustomization } from './kustomize';
import { consistencyProblems, type Storefront } from './rules';
import { schemaProblems } from './schema';
import { baseStorefront, manifestsDir, storefront } from './storefront';

const targets: [string, Storefront][] = [
  ['base', baseStorefront],
  ['overlays/local', { ...storefront, pinnedImages: true }],
];

let failed = false;
for (const [dir, wanted] of targets) {
  const objects = renderKustomization(path.join(manifestsDir, dir));
  const problems = [...schemaProblems(objects), ...consistencyProblems(objects, wanted)];
  failed ||= problems.length > 0;
  console.log(`deploy/k8s/${dir}: ${objects.length} objects, ${problems.length} problems`);
  for (const problem of problems) console.log(`  ${problem}`);
}
process.exitCode = failed ? 1 : 0;
