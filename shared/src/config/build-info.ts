import * as v from 'valibot';

/** Each app's build describes itself in this file, beside its mf-manifest.json (or index.html). */
export const BUILD_INFO_FILE = 'build.json';

/** A published version: the package's version and the first 8 hex of its files' hash. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9a-f]{8}$/;

const buildInfoSchema = v.object({
  /** The federation name (`shop`, also its `/remotes/<name>/` folder), or `shell`. */
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*$/)),
  /** `0.1.0-1a2b3c4d`: the same files give the same version, any change another. */
  version: v.pipe(v.string(), v.regex(VERSION_PATTERN)),
  /** When the build was described (ISO 8601). */
  builtAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The commit built, when the build knew it. */
  commit: v.nullable(v.pipe(v.string(), v.maxLength(64))),
});

export type BuildInfo = v.InferOutput<typeof buildInfoSchema>;

/** Where a published version of an area is served from (the pointer, /config.json, names it). */
export function versionedManifestUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

const VERSIONED_MANIFEST = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

/**
 * The published version a manifest address names (`versionedManifestUrl`'s shape, relative or
 * absolute), of the area `name` when given; null for an address of another shape (a team's own
 * server, the unversioned `/remotes/<name>/`).
 */
export function versionInManifestUrl(address: string, name?: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://storefront.invalid').pathname;
  } catch {
    return null;
  }
  const [, area, version] = VERSIONED_MANIFEST.exec(pathname) ?? [];
  if (!area || !version || (name !== undefined && area !== name)) return null;
  return VERSION_PATTERN.test(version) ? version : null;
}

export function parseBuildInfo(value: unknown): BuildInfo | null {
  const parsed = v.safeParse(buildInfoSchema, value);
  return parsed.success ? parsed.output : null;
}

/** The build described at `url`; an error says whether it is missing, unreadable or malformed. */
export async function fetchBuildInfo(url: string, signal?: AbortSignal): Promise<BuildInfo> {
  const response = await fetch(url, { signal: signal ?? null });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const info = parseBuildInfo(await response.json().catch(() => null));
  if (!info) throw new Error(`${url} is not a build description`);
  return info;
}
