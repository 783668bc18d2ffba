import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { area, expectAreaLoaded, navigateInApp, type AreaName } from './areas';
import { requestTracker } from './settle';

/** WCAG 2.2 AA as axe-core tags it (2.0, 2.1 and 2.2 rules at levels A and AA). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts issue 13 forbids; minor and moderate findings are reported by axe but not failed. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * One line per rule broken, then two per element: its markup (the CSS modules' hashed classes
 * alone say little) and its selector with axe's reason.
 */
function report(label: string, violations: AxeResults['violations']): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const reason = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
      const markup = node.html.replace(/\s+/g, ' ').slice(0, 140);
      return `      ${markup}\n        at ${node.target.join(' >>> ')}: ${reason}`;
    });
    return [
      `${label}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes) - ${violation.help}`,
      ...nodes,
    ].join('\n');
  });
}

/**
 * Scrolls down a viewport at a time and back to the top, so the blocks a page loads as they come
 * into view (home's lower rows) are there to be checked.
 */
export async function revealLazyBlocks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

export interface Visit {
  /** The address, opened as the storefront's links do (the first one with a full load). */
  path: string;
  /** The area that renders it; the shell's own pages (home, 404) have none. */
  area?: AreaName;
  /** How the report names it; the path unless told. */
  label?: string;
}

/**
 * Scans the pages of one journey with axe-core: each `check` waits until the page is complete
 * (its requests, fonts and transitions over, so a half-drawn panel is not judged), runs the WCAG
 * 2.2 AA rules and keeps the serious and critical violations; `expectNone` fails with all of them,
 * page by page, so one run shows everything that is wrong.
 */
export class AxeJourney {
  private readonly found: string[] = [];
  private readonly settled: ReturnType<typeof requestTracker>;
  private loaded = false;

  constructor(private readonly page: Page) {
    this.settled = requestTracker(page);
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

  /** Checks the page as it is now (a dialog open, errors shown), or only the part `include`s. */
  async check(label: string, include?: string): Promise<void> {
    await this.settled();
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      // Transitions and one-off animations only: a spinner's loop never finishes.
      const ending = document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    });
    // Legacy mode runs axe in the page alone, about twice as fast; the storefront has no frames.
    // Only violations are reported in full: the passes' details were most of a scan's time.
    let builder = new AxeBuilder({ page: this.page })
      .setLegacyMode(true)
      .withTags(WCAG_AA_TAGS)
      .options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    // A toast on its way out (its 5 s are up) fades: judged halfway, its text fails contrast. A
    // scan that runs long on a busy machine can meet one; shown toasts are still checked.
    builder = builder.exclude('.Toastify__toast[data-in="false"]');
    const { violations } = await builder.analyze();
    const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    this.found.push(...report(label, blocking));
  }

  /** What the checks so far found, one entry per page and rule. */
  get findings(): readonly string[] {
    return this.found;
  }

  expectNone(): void {
    // The count as the expectation, so the report lists the findings once, in the message.
    expect(this.found.length, `serious or critical axe violations:\n${this.found.join('\n')}`).toBe(
      0,
    );
  }
}
