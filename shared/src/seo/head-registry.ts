import { clearPageTags, writeHead } from './head-tags';
import type { HeadTags } from './page-meta';

/*
 * The head is one for the whole storefront while pages come and go in several areas: each page
 * that said something is listed here, and the head shows the page that spoke last, or the shop's
 * own words when none is left. A page that unmounts (or is no longer ready) leaves the list, so
 * its title, canonical link or product data never stay behind on the next page.
 */
const pages = new Map<object, HeadTags>();
let siteTags: HeadTags | null = null;

function show(): void {
  const current = [...pages.values()].at(-1) ?? siteTags;
  // Without the shell (a team's standalone page) there are no shop words to fall back on.
  if (current) writeHead(document, current);
  else clearPageTags(document);
}

/** The page `owner` shows `tags`; a page already listed keeps its place. */
export function showPageHead(owner: object, tags: HeadTags): void {
  pages.set(owner, tags);
  show();
}

export function hidePageHead(owner: object): void {
  if (pages.delete(owner)) show();
}

/** What the head shows while no page has spoken (an area still loading, a page's data too). */
export function showSiteHead(tags: HeadTags): void {
  siteTags = tags;
  show();
}
