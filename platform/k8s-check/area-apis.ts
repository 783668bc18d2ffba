import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownerOf } from '../server/api-owners';

const root = path.resolve(__dirname, '../..');

/** One area's API service as the repository defines it, for the edges that route to it. */
export interface AreaApi {
  area: string;
  /** Its name in docker-compose.yml and Kubernetes (`shop-api`). */
  service: string;
  /** The port its image listens on: the EXPOSE of `mf-<area>/server/Dockerfile`. */
  port: number;
  /** The API paths it owns (platform/server/api-owners.ts), each ending in `/`. */
  prefixes: string[];
}

const ENTRY = /^\['(\/api\/[^'/]+\/)', '(\w+)'\],?$/;

/**
 * The owners table of platform/server/api-owners.ts, read from its source (the module exports only
 * `ownerOf`), every entry confirmed by `ownerOf` itself. A line of the table this reading does not
 * understand throws, so an entry is never skipped unnoticed.
 */
export function apiOwners(
  file = path.join(root, 'platform/server/api-owners.ts'),
): { prefix: string; area: string }[] {
  const source = readFileSync(file, 'utf8');
  const table = /OWNED_PREFIXES[^=]*=\s*\[\n([\s\S]*?)\n\];/.exec(source)?.[1];
  if (!table) throw new Error(`${file}: no OWNED_PREFIXES table`);
  const owners = table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .map((line) => {
      const [, prefix = '', area = ''] = ENTRY.exec(line) ?? [];
      if (!prefix) throw new Error(`${file}: cannot read the owners table's line ${line}`);
      if (ownerOf(`${prefix}x`) !== area) {
        throw new Error(`${file}: ownerOf(${prefix}x) is not ${area}, as its table says`);
      }
      return { prefix, area };
    });
  if (owners.length === 0) throw new Error(`${file}: the owners table is empty`);
  return owners;
}

/** The port `mf-<area>/server/Dockerfile` exposes. */
export function apiPort(area: string): number {
  const file = path.join(root, `mf-${area}`, 'server', 'Dockerfile');
  const port = /^EXPOSE\s+(\d+)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!port) throw new Error(`${file}: no EXPOSE line`);
  return Number(port);
}

/** Every area's API service: its name, port and owned prefixes. */
export function areaApis(areas: readonly string[]): AreaApi[] {
  const owners = apiOwners();
  return areas.map((area) => ({
    area,
    service: `${area}-api`,
    port: apiPort(area),
    prefixes: owners.filter((owner) => owner.area === area).map((owner) => owner.prefix),
  }));
}
