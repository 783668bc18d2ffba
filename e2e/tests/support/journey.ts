import { expect, type Locator, type Page } from '@playwright/test';
import { area, expectAreaLoaded, navigateInApp, type AreaName } from './areas';
import { requestTracker } from './settle';

export interface Visit {
  /** The address, opened as the storefront's links do (the first one with a full load). */
  path: string;
  /** The area that renders it; the shell's own pages (home, 404) have none. */
  area?: AreaName;
  /** How the report names it; the path unless told. */
  label?: string;
}

/**
 * One browser page walked through the storefront, a check made on each page it opens. The
 * findings are collected, not thrown, and `expectNone` fails with all of them, page by page, so
 * one run shows everything that is wrong.
 */
export abstract class Journey {
  protected readonly found: string[] = [];
  private readonly settled: ReturnType<typeof requestTracker>;
  private loaded = false;

  /** What the findings are, for the failure's message. */
  protected abstract readonly findingsAre: string;

  constructor(protected readonly page: Page) {
    this.settled = requestTracker(page);
  }

  /** Checks the page as it is now. */
  abstract check(label: string): Promise<void>;

  /**
   * Waits until the page is complete: its requests, fonts and transitions over, so a half-drawn
   * panel is not judged.
   */
  protected async settle(): Promise<void> {
    await this.settled();
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      // Transitions and one-off animations only: a spinner's loop never finishes.
      const ending = document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    });
  }

  /** Opens `visit` and waits for its heading: an area still loading or failed cannot pass. */
  async open({ path, area: name }: Visit): Promise<void> {
    if (this.loaded) await navigateInApp(this.page, path);
    else await this.page.goto(path);
    this.loaded = true;
    let content: Locator = this.page.getByRole('main');
    if (name) {
      await expectAreaLoaded(this.page, name);
      content = area(this.page, name);
    }
    await expect(content.getByRole('heading').first()).toBeVisible();
  }

  /** Opens each page and checks it as it first shows. */
  async visitAll(visits: readonly Visit[]): Promise<void> {
    for (const visit of visits) {
      await this.open(visit);
      await this.check(visit.label ?? visit.path);
    }
  }

  /** What the checks so far found, one entry per page and rule. */
  get findings(): readonly string[] {
    return this.found;
  }

  expectNone(): void {
    // The count as the expectation, so the report lists the findings once, in the message.
    expect(this.found.length, `${this.findingsAre}:\n${this.found.join('\n')}`).toBe(0);
  }
}
