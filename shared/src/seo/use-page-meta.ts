import { useEffect, useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useLocation } from '../router';
import { COMMON_NAMESPACE } from '../i18n';
import type { Loaded } from '../loader';
import { hidePageHead, showPageHead, showSiteHead } from './head-registry';
import {
  absoluteUrl,
  resolveHead,
  siteHead,
  type HeadTags,
  type PageMeta,
  type SiteTexts,
} from './page-meta';

function useSiteTexts(): SiteTexts {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const siteName = t('shell.brand');
  return {
    siteTitle: t('home.title'),
    siteName,
    siteDescription: t('seo.description'),
    pageTitle: (page) => t('seo.pageTitle', { page, site: siteName }),
  };
}

/**
 * The page's title, description, canonical link, link previews and structured data in the
 * document's head while the page is shown, in the visitor's language. null: the page has nothing
 * to say yet (its data is loading) and the shop's own title shows meanwhile. One page at a time
 * speaks: call it from the page, not from the blocks inside it.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const site = useSiteTexts();
  const { pathname } = useLocation();
  const [owner] = useState(() => ({}));
  // Compared as text: a page builds a new object on every render, the head changes only with it.
  const head =
    meta && JSON.stringify(resolveHead(meta, site, { origin: window.location.origin, pathname }));

  useEffect(() => () => hidePageHead(owner), [owner]);
  useEffect(() => {
    if (head) showPageHead(owner, JSON.parse(head) as HeadTags);
    else hidePageHead(owner);
  }, [owner, head]);
}

/** usePageMeta for a page that loads its subject: described once the data is ready. */
export function useLoadedPageMeta<T>(loaded: Loaded<T>, describe: (data: T) => PageMeta): void {
  const { status, data } = loaded;
  usePageMeta(status === 'ready' && data !== undefined ? describe(data) : null);
}

/** The shop's own title and description under every page's (the shell's layout calls it). */
export function useSiteMeta(): void {
  const head = JSON.stringify(siteHead(useSiteTexts()));
  useEffect(() => showSiteHead(JSON.parse(head) as HeadTags), [head]);
}

/** An address of this storefront made absolute, for structured data that names pages or images. */
export function pageUrl(address: string): string {
  return absoluteUrl(address, window.location.origin);
}
