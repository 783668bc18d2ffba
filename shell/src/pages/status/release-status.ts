import {
  AREA_NAMES,
  BUILD_INFO_FILE,
  fetchBuildInfo,
  fetchRuntimeConfig,
  type AreaName,
  type BuildInfo,
} from '@autoparts/shared';

/** A build's description, or why there is none (its server is down, an old build without one). */
export type BuildOutcome = { build: BuildInfo } | { problem: string };

export interface AreaRelease {
  name: AreaName;
  /** The live manifest address /config.json names (absolute), or null when it names none. */
  entry: string | null;
  live: BuildOutcome | null;
}

export interface ReleaseStatus {
  shell: BuildOutcome;
  areas: AreaRelease[];
}

/** The build.json beside a manifest (or a page): every copy of a build describes itself. */
export function buildInfoUrl(entry: string): string {
  return new URL(BUILD_INFO_FILE, entry).toString();
}

async function outcomeOf(url: string, signal: AbortSignal): Promise<BuildOutcome> {
  try {
    return { build: await fetchBuildInfo(url, signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What is live now: /config.json read afresh (the release pointer), each area's build beside its
 * live manifest, and the shell's own. An area that does not answer is a row saying so, not a
 * failed page: this page is for the moments when something is wrong.
 */
export async function loadReleaseStatus(signal: AbortSignal): Promise<ReleaseStatus> {
  const config = await fetchRuntimeConfig();
  const page = window.location.href;
  const [shell, areas] = await Promise.all([
    outcomeOf(new URL(`/${BUILD_INFO_FILE}`, page).toString(), signal),
    Promise.all(
      AREA_NAMES.map(async (name): Promise<AreaRelease> => {
        const address = config.remotes[name];
        if (!address) return { name, entry: null, live: null };
        const entry = new URL(address, page).toString();
        return { name, entry, live: await outcomeOf(buildInfoUrl(entry), signal) };
      }),
    ),
  ]);
  return { shell, areas };
}
