import fs from 'node:fs';
import path from 'node:path';

/**
 * A service image runs one esbuild bundle, which loads what it leaves out (`--external:<name>`)
 * from the image's node_modules at run time; a native addon (@node-rs/argon2 and its platform
 * package) cannot be bundled at all. A COPY of such a package forgotten, the image builds and
 * dies at its first import, so the check imports each in the last stage. A package the build
 * stage never installed (pg-native, an optional peer pg loads only on request) is not expected.
 */

/** The packages an esbuild command leaves out of its bundle, installed where it ran. */
export function installedExternals(command: string, cwd: string): string[] {
  if (!/\besbuild\b/.test(command)) return [];
  const names = [...command.matchAll(/--external:(\S+)/g)].map((match) => match[1]!);
  return names.filter((name) => fs.existsSync(path.join(cwd, 'node_modules', name)));
}

/** `node` importing every package named, from `cwd` (a stage's working folder). */
export function importCommand(names: string[]): string {
  const imports = names.map((name) => `await import(${JSON.stringify(name)});`).join(' ');
  return `node --input-type=module -e '${imports}'`;
}
