import fs from 'node:fs';
import path from 'node:path';
import {
  VERSION_PATTERN,
  readBuildInfo,
  versionedManifestUrl,
  versionInManifestUrl,
  versionOf,
  type BuildInfo,
} from '@autoparts/shared/release';
import type { RuntimeConfigFile } from './runtime-config';

const AREA_NAME = /^[a-z][a-z0-9]*$/;

export interface PublishResult {
  info: BuildInfo;
  /** False when this very build was published before (the same files, the same version). */
  created: boolean;
}

function writeFileAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * The published builds of every area, each in `<dir>/<name>/<version>/` and never overwritten,
 * and the release pointer `<dir>/config.json`: the /config.json the gateway serves, naming the
 * live version of each area. Publishing adds a version; releasing moves the pointer; only
 * `remove` takes a version away, and never the live one.
 */
export class ReleaseStore {
  constructor(readonly dir: string) {}

  get pointerFile(): string {
    return path.join(this.dir, 'config.json');
  }

  /** The folder of a version; null for a name or version that is not one (never a path trick). */
  folderOf(name: string, version: string): string | null {
    if (!AREA_NAME.test(name) || !VERSION_PATTERN.test(version)) return null;
    return path.join(this.dir, name, version);
  }

  has(name: string, version: string): boolean {
    const folder = this.folderOf(name, version);
    return folder !== null && fs.existsSync(path.join(folder, 'build.json'));
  }

  /**
   * Copies a built dist into the store under the version its build.json names, after checking
   * that the files are still the ones described. Publishing the same build again changes nothing;
   * other files under an existing version are refused.
   */
  publish(dist: string): PublishResult {
    const info = readBuildInfo(dist);
    const packageVersion = info.version.slice(0, info.version.lastIndexOf('-'));
    const actual = versionOf(dist, packageVersion);
    if (actual !== info.version) {
      throw new Error(
        `${dist} changed after its build was described (build.json says ${info.version}, the files are ${actual}): build it again`,
      );
    }
    const target = this.folderOf(info.name, info.version)!;
    if (fs.existsSync(target)) {
      // The dist's files were hashed above: only the published copy's are read again.
      if (versionOf(target, packageVersion) !== actual) {
        throw new Error(
          `${info.name} ${info.version} is published with other files: never overwritten`,
        );
      }
      return { info: readBuildInfo(target), created: false };
    }
    // Copied aside, then renamed: a half-copied version is never served.
    const staging = path.join(this.dir, info.name, `.${info.version}.${process.pid}.partial`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(dist, staging, { recursive: true });
    fs.renameSync(staging, target);
    return { info, created: true };
  }

  /** Every published version of an area, oldest build first. */
  versions(name: string): BuildInfo[] {
    const folder = path.join(this.dir, name);
    if (!AREA_NAME.test(name) || !fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((version) => this.has(name, version))
      .map((version) => readBuildInfo(path.join(folder, version)))
      .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
  }

  areas(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && AREA_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  /** The pointer as it is, or null before anything was released. */
  readPointer(): RuntimeConfigFile | null {
    if (!fs.existsSync(this.pointerFile)) return null;
    return JSON.parse(fs.readFileSync(this.pointerFile, 'utf8')) as RuntimeConfigFile;
  }

  /** The version of an area the pointer names, if it names a published one. */
  liveVersion(name: string): string | null {
    const url = this.readPointer()?.remotes?.[name];
    return typeof url === 'string' ? versionInManifestUrl(url, name) : null;
  }

  /**
   * Makes a published version the live one: the pointer (started from `baseConfig`, the shell's
   * built config.json, the first time) names it; nothing else changes. Open pages take it at
   * their next load of the area.
   */
  release(name: string, version: string, baseConfig: RuntimeConfigFile): void {
    if (!this.has(name, version)) {
      const known = this.versions(name).map((info) => info.version);
      throw new Error(
        `${name} ${version} is not published (published: ${known.join(', ') || 'none'})`,
      );
    }
    const config = this.readPointer() ?? baseConfig;
    const remotes = { ...config.remotes, [name]: versionedManifestUrl(name, version) };
    fs.mkdirSync(this.dir, { recursive: true });
    writeFileAtomically(this.pointerFile, `${JSON.stringify({ ...config, remotes }, null, 2)}\n`);
  }

  /** Removes a version on purpose; the live one is refused (move the pointer first). */
  remove(name: string, version: string): void {
    const folder = this.folderOf(name, version);
    if (!folder || !this.has(name, version)) throw new Error(`${name} ${version} is not published`);
    if (this.liveVersion(name) === version) {
      throw new Error(`${name} ${version} is live: release another version first`);
    }
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The store `npm start` and the browser tests use: RELEASES_DIR, else `<repo>/releases`. */
export function releaseStoreFor(root: string, env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  return new ReleaseStore(
    env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(root, 'releases'),
  );
}
