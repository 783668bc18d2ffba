/**
 * The federation runtime instance belongs to whichever app was built with it, so shared code
 * cannot import `loadRemote` itself: the host (the shell, or a remote's standalone page)
 * injects its loader here, and widgets from other areas are loaded through it.
 */
export type FederatedModuleLoader = <T>(id: string) => Promise<T>;

let loader: FederatedModuleLoader | null = null;

export function setFederatedModuleLoader(next: FederatedModuleLoader): void {
  loader = next;
}

export function loadFederatedModule<T>(id: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No federation host is set up to load ${id}`));
  return loader<T>(id);
}
