/**
 * Publishes the areas' builds and moves the release pointer (the /config.json `npm start` and the
 * browser tests serve). Nothing is rebuilt: a release is a change of the pointer only.
 *   npm run release -- publish [area...] [--live]   each area's dist as a version (--live: and release it)
 *   npm run release -- publish <area> --from <dist> [--live]   a build made elsewhere (a team's CI)
 *   npm run release -- live <area> <version>        make a published version live (forward or back)
 *   npm run release -- list [area...]               the published versions, the live one marked
 *   npm run release -- remove <area> <version>      delete a version on purpose (never the live one)
 * RELEASES_DIR moves the store (default: <repo>/releases).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBuildInfo } from '@autoparts/shared/release';
import { areaNames } from './areas';
import { releaseStoreFor } from './release-store';
import type { RuntimeConfigFile } from './runtime-config';

const root = path.resolve(__dirname, '../..');
const store = releaseStoreFor(root);

function builtConfig(): RuntimeConfigFile {
  return JSON.parse(
    fs.readFileSync(path.join(root, 'shell', 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfigFile;
}

function areasNamed(names: string[]): string[] {
  const unknown = names.filter((name) => !areaNames.includes(name));
  if (unknown.length > 0) {
    throw new Error(`not an area: ${unknown.join(', ')} (areas: ${areaNames.join(', ')})`);
  }
  return names.length > 0 ? names : areaNames;
}

/** `--from <dist>`: where the one area named takes its build from, instead of mf-<area>/dist. */
function takeFrom(args: string[]): { from: string | null; rest: string[] } {
  const at = args.indexOf('--from');
  if (at === -1) return { from: null, rest: args };
  const from = args[at + 1];
  if (!from) throw new Error('--from needs the folder of a built dist');
  return { from: path.resolve(from), rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function publish(args: string[]): void {
  const { from, rest } = takeFrom(args);
  const live = rest.includes('--live');
  const names = areasNamed(rest.filter((arg) => arg !== '--live'));
  if (from && rest.filter((arg) => arg !== '--live').length !== 1) {
    throw new Error('--from publishes one area: name it');
  }
  for (const name of names) {
    const dist = from ?? path.join(root, `mf-${name}`, 'dist');
    const built = readBuildInfo(dist).name;
    if (built !== name) throw new Error(`${dist} is a build of ${built}, not of ${name}`);
    const { info, created } = store.publish(dist);
    console.log(`${name} ${info.version} ${created ? 'published' : 'was already published'}`);
    if (live) {
      store.release(name, info.version, builtConfig());
      console.log(`${name} ${info.version} is live`);
    }
  }
}

function list(args: string[]): void {
  for (const name of args.length > 0 ? areasNamed(args) : store.areas()) {
    const live = store.liveVersion(name);
    for (const info of store.versions(name)) {
      const mark = info.version === live ? '* live' : '';
      console.log(`${name}\t${info.version}\t${info.builtAt}\t${info.commit ?? '-'}\t${mark}`);
    }
  }
}

function twoArguments(args: string[], usage: string): [string, string] {
  const [name, version] = args;
  if (!name || !version || args.length !== 2) throw new Error(`usage: npm run release -- ${usage}`);
  areasNamed([name]);
  return [name, version];
}

const [command = '', ...args] = process.argv.slice(2);
try {
  switch (command) {
    case 'publish':
      publish(args);
      break;
    case 'live': {
      const [name, version] = twoArguments(args, 'live <area> <version>');
      store.release(name, version, builtConfig());
      console.log(`${name} ${version} is live: open pages take it at their next load of ${name}`);
      break;
    }
    case 'list':
      list(args);
      break;
    case 'remove': {
      const [name, version] = twoArguments(args, 'remove <area> <version>');
      store.remove(name, version);
      console.log(`${name} ${version} removed`);
      break;
    }
    default:
      throw new Error('usage: npm run release -- publish|live|list|remove (see release-cli.ts)');
  }
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}
