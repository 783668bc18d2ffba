/**
 * `npm run check:images`: builds every image of the repository without a Docker engine, then
 * checks the nginx and compose configs (shell/nginx/check-configs.sh).
 *   npm run check:images                       every Dockerfile
 *   npm run check:images -- shell/Dockerfile   some of them
 * These builds are the storefront's production build: each app's dist, as its image holds it, is
 * copied back into the workspace, where `npm run serve` and the browser tests use it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentCommit } from '@autoparts/shared/release';
import { buildImage } from './build-image';

const root = path.resolve(__dirname, '../..');
// Two builds at a time, as `npm run build` (lerna) runs them: webpack takes a core each.
const CONCURRENCY = 2;

function findDockerfiles(dir: string, depth = 0): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git'].includes(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && depth < 2) found.push(...findDockerfiles(file, depth + 1));
    if (entry.isFile() && /(^|\.)Dockerfile$/.test(entry.name)) found.push(file);
  }
  return found;
}

async function checkOne(dockerfile: string, workDir: string): Promise<void> {
  const name = path.relative(root, dockerfile);
  const started = Date.now();
  const log = (line: string) => console.log(`[${name}] ${line}`);
  const outputs = await buildImage({
    context: root,
    dockerfileName: name,
    dockerfileText: fs.readFileSync(dockerfile, 'utf8'),
    workDir: fs.mkdtempSync(path.join(workDir, `${name.replace(/\W+/g, '-')}-`)),
    log,
  });
  for (const output of outputs) {
    fs.rmSync(output.workspacePath, { recursive: true, force: true });
    fs.cpSync(output.built, output.workspacePath, { recursive: true });
    log(`built ${path.relative(root, output.workspacePath)}`);
  }
  log(`OK in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  // What `AUTOPARTS_COMMIT=<commit> docker compose build` passes as a build argument: builds record
  // it in their build.json (an image's context has no .git to ask).
  process.env.AUTOPARTS_COMMIT ||= currentCommit(root) ?? '';
  const requested = process.argv.slice(2).map((file) => path.resolve(file));
  const dockerfiles = requested.length > 0 ? requested : findDockerfiles(root).sort();
  // Outside the repository: Node must not find the workspace's node_modules by walking up.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-images-'));
  const failures: string[] = [];
  try {
    const queue = [...dockerfiles];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        // The first failure is the answer: the builds still queued are skipped.
        if (failures.length > 0) return;
        await checkOne(next, workDir).catch((error: Error) => {
          failures.push(error.message);
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\ncheck:images FAILED\n${failures.join('\n\n')}`);
    process.exit(1);
  }
  if (requested.length === 0) {
    execFileSync('bash', [path.join(root, 'shell/nginx/check-configs.sh')], { stdio: 'inherit' });
  }
  console.log(`check:images: ${dockerfiles.length} images built`);
}

main().catch((error: Error) => {
  console.error(`check:images FAILED: ${error.message}`);
  process.exit(1);
});
