import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '@autoparts/shared';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

/**
 * One thing the page reads from the API. The last value stays while a newer one loads (the
 * filters do not flicker), and an answer to an older request never overwrites a newer one.
 */
export class Loadable<T> {
  value: T | null = null;
  status: LoadStatus = 'idle';

  private latest = 0;

  constructor() {
    makeAutoObservable<Loadable<T>, 'latest'>(this, { latest: false }, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  async load(request: () => Promise<T>): Promise<void> {
    const id = ++this.latest;
    this.status = 'loading';
    try {
      const value = await request();
      if (id !== this.latest) return;
      runInAction(() => {
        this.value = value;
        this.status = 'ready';
      });
    } catch (error) {
      if (id !== this.latest) return;
      runInAction(() => {
        this.status = error instanceof ApiError && error.status === 404 ? 'not-found' : 'error';
      });
    }
  }

  /** Forgets the value; a request still on its way is ignored. */
  reset(): void {
    this.latest += 1;
    this.value = null;
    this.status = 'idle';
  }
}
