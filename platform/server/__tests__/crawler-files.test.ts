/** @jest-environment node */
import { robotsTxt, sitemapXml } from '../crawler-files';

const ORIGIN = 'https://shop.example';

describe('robots.txt', () => {
  const lines = robotsTxt(ORIGIN).split('\n');

  it.each(['/account', '/shop/cart', '/shop/checkout', '/shop/order-success', '/api/'])(
    'keeps crawlers out of %s',
    (path) => expect(lines).toContain(`Disallow: ${path}`),
  );

  it("lets them read the public slices a page renders from, never the customer's orders", () => {
    expect(lines).toContain('Allow: /api/shop/');
    expect(lines).toContain('Disallow: /api/shop/orders');
  });

  it('names the sitemap by its absolute address', () => {
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists each page once, absolute and escaped for XML', () => {
    const xml = sitemapXml(ORIGIN, [
      '/',
      '/blog?category=a&page=2',
      '/',
      '/shop/products/o%27brien',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blog?category=a&amp;page=2</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/shop/products/o%27brien</loc>`);
  });
});
