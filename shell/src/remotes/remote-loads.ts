import { makeAutoObservable } from 'mobx';

export type RemoteLoadState = 'loading' | 'loaded' | 'failed';

export interface RemoteLoad {
  state: RemoteLoadState;
  /** The manifest address the page loaded the remote from (which version, when published). */
  entry: string;
}

/**
 * What this page has loaded of each remote, and from where: the status page compares it with the
 * live version. A remote is loaded once per page and address; loading another module of it
 * (a widget after the area) does not make it 'loading' again.
 */
export class RemoteLoads {
  private readonly loads = new Map<string, RemoteLoad>();

  constructor() {
    makeAutoObservable<RemoteLoads, 'loads'>(this, { loads: true });
  }

  of(name: string): RemoteLoad | undefined {
    return this.loads.get(name);
  }

  started(name: string, entry: string): void {
    const current = this.loads.get(name);
    if (current?.state === 'loaded' && current.entry === entry) return;
    this.loads.set(name, { state: 'loading', entry });
  }

  settled(name: string, entry: string, state: Exclude<RemoteLoadState, 'loading'>): void {
    const current = this.loads.get(name);
    // A failed widget does not undo the area already loaded from the same address.
    if (state === 'failed' && current?.state === 'loaded' && current.entry === entry) return;
    this.loads.set(name, { state, entry });
  }
}

export const remoteLoads = new RemoteLoads();
