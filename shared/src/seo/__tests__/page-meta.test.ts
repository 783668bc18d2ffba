import { notFoundMeta, resolveHead, siteHead, type SiteTexts } from '../page-meta';

const SITE: SiteTexts = {
  siteTitle: 'RedParts: auto parts',
  siteName: 'RedParts',
  siteDescription: 'The shop.',
  pageTitle: (page) => `${page} — RedParts`,
};
const AT = { origin: 'https://shop.example', pathname: '/shop/category/brakes' };

it("a page's title goes with the shop's name; without one it is the shop's own title", () => {
  expect(resolveHead({ title: 'Brakes', description: 'd' }, SITE, AT).title).toBe(
    'Brakes — RedParts',
  );
  expect(resolveHead({ description: 'd' }, SITE, AT).title).toBe('RedParts: auto parts');
});

it('addresses are absolute: the canonical is the current path unless the page names one', () => {
  expect(resolveHead({ description: 'd' }, SITE, AT).canonical).toBe(
    'https://shop.example/shop/category/brakes',
  );
  const named = resolveHead({ description: 'd', canonical: '/shop?x=1' }, SITE, AT);
  expect(named.canonical).toBe('https://shop.example/shop?x=1');
  expect(named.openGraph.url).toBe('https://shop.example/shop?x=1');
  expect(named.openGraph.image).toBe('https://shop.example/icons/icon-512.png');
  const image = resolveHead({ description: 'd', openGraph: { image: '/api/a.svg' } }, SITE, AT);
  expect(image.openGraph.image).toBe('https://shop.example/api/a.svg');
});

it('a 404 has no canonical link or preview address, and asks not to be indexed', () => {
  const head = resolveHead(notFoundMeta('Page Not Found', 'Nothing here.'), SITE, AT);
  expect(head.canonical).toBeNull();
  expect(head.openGraph.url).toBeUndefined();
  expect(head.robots).toBe('noindex');
});

it("the shop's head says nothing a page would", () => {
  expect(siteHead(SITE)).toEqual({
    title: 'RedParts: auto parts',
    description: 'The shop.',
    canonical: null,
    robots: null,
    openGraph: {},
    structuredData: null,
  });
});
