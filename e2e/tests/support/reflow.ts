import { Journey } from './journey';

/**
 * WCAG 2.2 AA's reflow (1.4.10) on each page of a journey: at 320 CSS px wide (a desktop page
 * zoomed to 400 %, or a small phone) nothing scrolls sideways but what is laid out in two
 * dimensions, the tables, each inside its own box. A page wider than the window is reported with
 * the outermost elements past its edge.
 */
export class ReflowJourney extends Journey {
  protected readonly findingsAre = 'pages that scroll sideways';

  override async check(label: string): Promise<void> {
    await this.settle();
    const overflow = await this.page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const edge = root.clientWidth;
      // Whether `element`'s part past the edge cannot widen the page: it is fixed to the window
      // (an off-canvas panel waiting), or a box with overflow other than visible hides it, one that
      // `element`'s containing block is in (absolutely placed boxes escape the others).
      const contained = (element: Element) => {
        let position = getComputedStyle(element).position;
        for (
          let box = element.parentElement;
          box && box !== document.body && position !== 'fixed';
          box = box.parentElement
        ) {
          const style = getComputedStyle(box);
          const containing = style.position !== 'static' || style.transform !== 'none';
          if (position === 'absolute' && !containing) continue;
          if (style.overflowX !== 'visible') return true;
          position = style.position;
        }
        return position === 'fixed';
      };
      // Past the edge the page scrolls towards (the left one right to left): its box, or its own
      // text spilling out of it.
      const rtl = getComputedStyle(document.body).direction === 'rtl';
      const past = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0) return false;
        const text = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        );
        const reach = text ? Math.max(box.width, element.scrollWidth) : box.width;
        return rtl ? box.right - reach < -1 : box.left + reach > edge + 1;
      };
      const beyond = [...document.body.querySelectorAll('*')].filter(
        (element) => past(element) && !contained(element),
      );
      const outermost = beyond.filter((element) => !beyond.includes(element.parentElement!));
      return {
        width: root.scrollWidth,
        edge,
        culprits: outermost
          .slice(0, 3)
          .map((element) => element.outerHTML.replace(/\s+/g, ' ').slice(0, 140)),
      };
    });
    if (!overflow) return;
    this.found.push(
      `${label}: ${overflow.width} px wide in a ${overflow.edge} px window, past its edge:\n` +
        overflow.culprits.map((markup) => `      ${markup}`).join('\n'),
    );
  }
}
