/**
 * The federation runtime instance belongs to whichever app was built with it, so shared code
 * cannot import `loadRemote` itself: the host (the shell, or a remote's standalone page)
 * injects its loader here, and widgets from other areas are loaded through it. The runtime's
 * own `loadRemote` fits as it is: it may answer nothing, which is turned into an error here.
 */
export type FederatedModuleLoader = <T>(id: string) => Promise<T | null | undefined>;

let loader: FederatedModuleLoader | null = null;
let generation = 0;

export function setFederatedModuleLoader(next: FederatedModuleLoader): void {
  loader = next;
  generation += 1;
}

/** Counts the loaders set so far: what was loaded through an earlier one is to be loaded anew. */
export function federatedLoaderGeneration(): number {
  return generation;
}

export async function loadFederatedModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`No federation host is set up to load ${id}`);
  const module = await loader<T>(id);
  if (!module) throw new Error(`The federated module ${id} is empty`);
  return module;
}
