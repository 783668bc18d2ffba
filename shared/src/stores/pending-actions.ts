import { makeAutoObservable, observable, runInAction } from 'mobx';

/** Waits `ms` milliseconds; injected so tests can drive time with fake timers. */
export type Delay = (ms: number) => Promise<void>;

export const timerDelay: Delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Cart, wishlist and compare actions take about this long (spec §4, §9). */
export const STORE_ACTION_DELAY_MS = 350;

/**
 * The in-progress guard of the cart, wishlist and compare stores: an action takes
 * STORE_ACTION_DELAY_MS, and asking for the same action again while it runs answers the
 * promise already running instead of doing it twice (a double click adds one item, not two).
 */
export class PendingActions {
  private readonly running = observable.map<string, Promise<void>>({}, { deep: false });

  constructor(private readonly delay: Delay = timerDelay) {
    makeAutoObservable<PendingActions, 'delay'>(this, { delay: false }, { autoBind: true });
  }

  isRunning(key: string): boolean {
    return this.running.has(key);
  }

  /** Applies `effect` after the delay, unless an action with the same key is already running. */
  run(key: string, effect: () => void): Promise<void> {
    const running = this.running.get(key);
    if (running) return running;
    const action = this.delay(STORE_ACTION_DELAY_MS)
      .then(() => runInAction(effect))
      .finally(() => this.finish(key));
    this.running.set(key, action);
    return action;
  }

  private finish(key: string): void {
    this.running.delete(key);
  }
}
