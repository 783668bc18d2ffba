import { Router, type Request } from 'express';
import { escapeXml } from '@autoparts/service-kit';
import { accountLinks, shopLinks, siteLinks, vehicleLinks } from '@autoparts/shared/links';
import { REVALIDATE } from './static-files';

/** The storefront's own pages that are in no area's data: the home page and the fixed pages. */
const FIXED_PAGES: readonly string[] = [
  '/',
  vehicleLinks.home.getHref(),
  ...(['about-us', 'contact-us-v1', 'terms', 'faq'] as const).map((page) =>
    siteLinks.page.getHref(page),
  ),
];

/**
 * What crawlers are asked to leave alone: the visitor's own pages, and the API except the public
 * slices a page needs to render its products, posts and images (a crawler that runs scripts
 * fetches them; the longest matching rule wins, so `Allow` lines reopen those prefixes).
 */
const DISALLOWED: readonly string[] = [
  accountLinks.home.getHref(),
  shopLinks.cart.getHref(),
  shopLinks.checkout.getHref(),
  shopLinks.orderSuccess.getHref(),
  '/api/',
  '/api/shop/orders',
];
const PUBLIC_API: readonly string[] = ['/api/shop/', '/api/blog/', '/api/vehicle/', '/api/site/'];

/**
 * The address the visitor used, for the absolute URLs robots.txt and sitemaps require. Host is
 * checked before any route runs (targetProblem); behind a TLS proxy the scheme is its header's.
 */
function originOf(req: Request): string {
  const forwarded = req.get('x-forwarded-proto');
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : req.protocol;
  return `${scheme}://${req.get('host') ?? 'localhost'}`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...PUBLIC_API.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemaps.org urlset of the given paths (at most 50,000, the protocol's limit for one file). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt and /sitemap.xml, answered where the areas' data is (the gateway and the mock-api
 * container, which nginx sends both to): `areaPages` lists the pages only that data knows.
 */
export function crawlerFiles(areaPages: () => readonly string[]): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', REVALIDATE)
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res) => {
    const pages = [...FIXED_PAGES, ...areaPages()];
    res
      .set('Cache-Control', REVALIDATE)
      .type('application/xml')
      .send(sitemapXml(originOf(req), pages));
  });
  return router;
}
