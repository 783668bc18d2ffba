/** Where the deployment's config is served: beside the shell's page. */
export const RUNTIME_CONFIG_URL = '/config.json';

/**
 * Asks for the deployment's config. `cache: 'no-store'` because a release changes this file and
 * nothing else (it is the pointer to every area's live version): a stale copy would keep pointing
 * at the old ones. Free of any library, so the shell's entry can send it before its bundles come.
 */
export function requestRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<Response> {
  const request = fetch(url, { cache: 'no-store' });
  // Read (or its failure reported) by fetchRuntimeConfig; not an unhandled rejection before that.
  request.catch(() => undefined);
  return request;
}
