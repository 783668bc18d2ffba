import { clearPageTags, serializeJsonLd, writeHead } from '../head-tags';
import type { HeadTags } from '../page-meta';

const PRODUCT_HEAD: HeadTags = {
  title: 'Brake Pads — RedParts',
  description: 'Ceramic pads.',
  canonical: 'http://localhost/shop/products/brake-pads',
  robots: null,
  openGraph: { title: 'Brake Pads', type: 'product', image: 'http://localhost/pads.svg' },
  structuredData: { '@type': 'Product', name: 'Brake Pads' },
};

const head = () => document.head;
const content = (selector: string) => head().querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  // index.html's own description, as the built page has it.
  document.head.innerHTML = '<meta name="description" content="The shop.">';
  document.title = 'RedParts';
});

it('writes the title, description, canonical link, previews and data of a page', () => {
  writeHead(document, PRODUCT_HEAD);
  expect(document.title).toBe('Brake Pads — RedParts');
  expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(content('meta[name="description"]')).toBe('Ceramic pads.');
  expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost/shop/products/brake-pads',
  );
  expect(content('meta[property="og:type"]')).toBe('product');
  expect(content('meta[property="og:image"]')).toBe('http://localhost/pads.svg');
  expect(head().querySelector('meta[name="robots"]')).toBeNull();
  const script = head().querySelector('script[type="application/ld+json"]');
  expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Product', name: 'Brake Pads' });
});

it("the next page's head replaces the last one's instead of adding to it", () => {
  writeHead(document, PRODUCT_HEAD);
  writeHead(document, {
    ...PRODUCT_HEAD,
    title: 'Not found — RedParts',
    canonical: null,
    robots: 'noindex',
    openGraph: { title: 'Not found' },
    structuredData: null,
  });
  expect(head().querySelector('link[rel="canonical"]')).toBeNull();
  expect(content('meta[name="robots"]')).toBe('noindex');
  expect(head().querySelectorAll('meta[property^="og:"]')).toHaveLength(1);
  expect(content('meta[property="og:title"]')).toBe('Not found');
  expect(head().querySelector('script')).toBeNull();
});

it('clearing leaves the title and the description but nothing that only a page says', () => {
  writeHead(document, { ...PRODUCT_HEAD, robots: 'noindex' });
  clearPageTags(document);
  expect(document.title).toBe('Brake Pads — RedParts');
  expect(head().querySelectorAll('[data-page-meta]')).toHaveLength(0);
  expect(content('meta[name="description"]')).toBe('Ceramic pads.');
});

it('a product text cannot close the script element, and still reads back the same', () => {
  const data = { name: '</script><script>alert(1)</script> & "pads"' };
  const json = serializeJsonLd(data);
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual(data);

  writeHead(document, { ...PRODUCT_HEAD, structuredData: data });
  const scripts = head().querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
  expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(data);
});
