import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, parseBuildInfo, type BuildInfo } from '../../src/config/build-info';

/** Every file under `dir` as a sorted relative path, the build description itself left out. */
function filesOf(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesOf(dir, relative));
    else if (relative !== BUILD_INFO_FILE) files.push(relative);
  }
  return files.sort();
}

/**
 * The hash of a build's files, names included. Non-hashed files count too (remoteEntry.js, an
 * area's translations): a changed text is a new version although no chunk name changed.
 */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

export function versionOf(dir: string, packageVersion: string): string {
  return `${packageVersion}-${contentHash(dir)}`;
}

/** The build description in `dir`, or an error saying why there is none. */
export function readBuildInfo(dir: string): BuildInfo {
  const file = path.join(dir, BUILD_INFO_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: was the app built?`);
  const info = parseBuildInfo(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!info) throw new Error(`${file} is not a build description`);
  return info;
}

/** The commit being built: AUTOPARTS_COMMIT (an image build has no .git), else git's, else none. */
export function currentCommit(cwd: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.AUTOPARTS_COMMIT) return env.AUTOPARTS_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

interface AppManifest {
  name: string;
  version: string;
}

/** The app's federation name (its mf-manifest.json's), or `shell` for the host, which has none. */
function federationName(dist: string): string {
  const manifest = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return 'shell';
  const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown };
  if (typeof name !== 'string') throw new Error(`${manifest} names no remote`);
  return name;
}

/**
 * The build's last step: describes `<appDir>/dist` in its build.json (name, version from the
 * package version and the files, time, commit), so that every copy of it says what it is.
 */
export function describeBuild(
  appDir: string,
  { now = new Date(), env = process.env }: { now?: Date; env?: NodeJS.ProcessEnv } = {},
): BuildInfo {
  const dist = path.join(appDir, 'dist');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppManifest;
  const info: BuildInfo = {
    name: federationName(dist),
    version: versionOf(dist, pkg.version),
    builtAt: now.toISOString(),
    commit: currentCommit(appDir, env),
  };
  fs.writeFileSync(path.join(dist, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}
