import { makeAutoObservable } from 'mobx';

/**
 * How many HTTP calls are on the wire right now. The shell shows its full-screen spinner while
 * `busy`; the HTTP client counts every real fetch (refreshes and retries included).
 */
export class HttpActivity {
  pending = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  begin(): void {
    this.pending += 1;
  }

  end(): void {
    // Never below zero: one stray `end` must not hide the spinner of a later call.
    this.pending = Math.max(0, this.pending - 1);
  }
}
