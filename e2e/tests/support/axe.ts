import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Journey } from './journey';

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
    // A frame, or 100 ms where none comes: headless Chromium now and then stops drawing a page's
    // frames (seen once in CI, this walk waiting out the test's 90 s), and a walk that hangs hides
    // what the checks after it would say.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Scans the pages of one journey with axe-core: each `check` waits until the page is complete
 * (its requests, fonts and transitions over, so a half-drawn panel is not judged), runs the WCAG
 * 2.2 AA rules and keeps the serious and critical violations.
 */
export class AxeJourney extends Journey {
  protected readonly findingsAre = 'serious or critical axe violations';

  /** Checks the page as it is now (a dialog open, errors shown), or only the part `include`s. */
  override async check(label: string, include?: string): Promise<void> {
    await this.settle();
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
}
