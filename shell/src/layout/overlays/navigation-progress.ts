import { makeAutoObservable } from 'mobx';

/**
 * What the loading bar waits for after a navigation: areas still being fetched (their Suspense
 * fallbacks register here while mounted). UI state of the shell, not business state.
 */
class NavigationProgress {
  pendingAreas = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get idle(): boolean {
    return this.pendingAreas === 0;
  }

  areaStarted(): void {
    this.pendingAreas += 1;
  }

  areaSettled(): void {
    this.pendingAreas = Math.max(0, this.pendingAreas - 1);
  }
}

export const navigationProgress = new NavigationProgress();
