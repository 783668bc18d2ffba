import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaName, RemoteAppModule } from '@autoparts/shared';
import { areaOfPath } from './area-sections';
import { absoluteAddress, registerAreaAddresses } from './remote-registry';

// Runs in the entry (main.js), before any shared module exists: only the federation runtime and
// the shell's own plain modules are at hand here.

let opening: { name: AreaName; load: Promise<RemoteAppModule> } | undefined;

/** The address /config.json gives an area, as far as it can be read here (checked in full later). */
function addressIn(config: unknown, name: AreaName, page: string): string | undefined {
  const remotes: unknown = (config as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return undefined;
  const entry: unknown = (remotes as Record<string, unknown>)[name];
  if (typeof entry !== 'string' || entry === '') return undefined;
  try {
    return absoluteAddress(entry, page);
  } catch {
    return undefined;
  }
}

/**
 * Starts the area the page opens on (its manifest, entry and module) as soon as /config.json
 * answers, beside the shell's own libraries instead of after them: on a phone their download and
 * evaluation put half a second between the config and the area's first request, and a product's
 * picture waited at the end of that chain. The shell's first load of the area takes this one
 * over (takeOpeningArea), so a failure here is reported, and retried, as that load's.
 */
export function startOpeningArea(
  configRequest: Promise<Response>,
  page: Pick<Location, 'pathname' | 'href'>,
): void {
  const name = areaOfPath(page.pathname);
  if (!name) return;
  const load = configRequest.then(async (response) => {
    // A copy: the shell reads (and checks) the config itself.
    const config: unknown = response.ok ? await response.clone().json() : null;
    const entry = addressIn(config, name, page.href);
    if (!entry) throw new Error(`/config.json gives no address for the ${name} area`);
    registerAreaAddresses([{ name, entry }], false);
    const module = await loadRemote<RemoteAppModule>(`${name}/App`);
    if (!module) throw new Error(`${name}/App is not available`);
    return module;
  });
  // Taken by the shell's first load of the area, which reports a failure.
  load.catch(() => undefined);
  opening = { name, load };
}

/** The opening area's load, handed once to the shell's first load of that area. */
export function takeOpeningArea(name: AreaName): Promise<RemoteAppModule> | undefined {
  if (opening?.name !== name) return undefined;
  const { load } = opening;
  opening = undefined;
  return load;
}
