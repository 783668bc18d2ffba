/** schema.org data about a page's subject (a Product, an Article ...), as JSON-LD. */
export type StructuredData = Readonly<Record<string, unknown>>;

export interface OpenGraph {
  /** What the page is about, for link previews; 'website' when absent. */
  type?: 'website' | 'product' | 'article';
  /** The preview picture's address (a path is made absolute); the shop's icon when absent. */
  image?: string;
}

/** What one page tells search engines and link previews about itself. */
export interface PageMeta {
  /**
   * The page's own name ("Brake Pads"): the tab shows it with the shop's ("Brake Pads — RedParts").
   * Absent: the shop's own title, for the home page.
   */
  title?: string;
  /** One or two sentences about this page, in the visitor's language. */
  description: string;
  /**
   * The page's address without what only changes its view (filters, sorting, tracking), from a
   * link builder. The current path when absent; null for a page that has none (a 404).
   */
  canonical?: string | null;
  openGraph?: OpenGraph;
  structuredData?: StructuredData;
  /** Asks search engines to leave the page out (a 404, a page of the visitor's own). */
  noindex?: boolean;
}

/** The head of an address that leads nowhere: no page to index or to link to. */
export function notFoundMeta(title: string, description: string): PageMeta {
  return { title, description, canonical: null, noindex: true };
}

/** The shop's words the kit adds to every page's, in the visitor's language. */
export interface SiteTexts {
  /** The home page's title, also the tab's while a page has not said its own. */
  siteTitle: string;
  siteName: string;
  /** The shop's description, while a page has not said its own. */
  siteDescription: string;
  /** The tab's title of a page called `page`. */
  pageTitle(page: string): string;
}

/** Where the page is: its origin makes every address of the head absolute. */
export interface PageLocation {
  origin: string;
  pathname: string;
}

/** Everything the document's head shows for one page, resolved to plain strings. */
export interface HeadTags {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string | null;
  /** The robots meta tag's content, or null for none (index the page). */
  robots: string | null;
  /** og:<property> -> content, in the order written. */
  openGraph: Readonly<Record<string, string>>;
  structuredData: StructuredData | null;
}

/** The preview picture of a page that names none: the shop's icon (shared/public/icons). */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';

export function absoluteUrl(address: string, origin: string): string {
  return new URL(address, origin).href;
}

/** The head of a page: its own words with the shop's around them, every address absolute. */
export function resolveHead(meta: PageMeta, site: SiteTexts, location: PageLocation): HeadTags {
  const title = meta.title === undefined ? site.siteTitle : site.pageTitle(meta.title);
  const canonicalPath = meta.canonical === undefined ? location.pathname : meta.canonical;
  const canonical = canonicalPath === null ? null : absoluteUrl(canonicalPath, location.origin);
  const openGraph: Record<string, string> = {
    title: meta.title ?? site.siteTitle,
    description: meta.description,
    type: meta.openGraph?.type ?? 'website',
    ...(canonical === null ? {} : { url: canonical }),
    image: absoluteUrl(meta.openGraph?.image ?? DEFAULT_SHARE_IMAGE, location.origin),
    site_name: site.siteName,
  };
  return {
    title,
    description: meta.description,
    canonical,
    robots: meta.noindex ? 'noindex' : null,
    openGraph,
    structuredData: meta.structuredData ?? null,
  };
}

/** The head while no page has said anything: the shop's title and description alone. */
export function siteHead(site: SiteTexts): HeadTags {
  return {
    title: site.siteTitle,
    description: site.siteDescription,
    canonical: null,
    robots: null,
    openGraph: {},
    structuredData: null,
  };
}
