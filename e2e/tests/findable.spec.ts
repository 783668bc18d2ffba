import { expect, test, type Page } from '@playwright/test';

/** What a page says of itself in one language. */
interface Words {
  title: string;
  description: RegExp;
}

interface Described {
  area: string;
  /** Opened with noise in the query where the page has some to drop. */
  path: string;
  /** The path its canonical link names. */
  canonical: string;
  en: Words;
  ru: Words;
}

// One page of every area (and the shell's home), in English and Russian.
const PAGES: readonly Described[] = [
  {
    area: 'shell',
    path: '/',
    canonical: '/',
    en: { title: 'RedParts: auto parts and accessories', description: /^Auto parts and/ },
    ru: { title: 'RedParts: автозапчасти и аксессуары', description: /^Автозапчасти и/ },
  },
  {
    area: 'shop',
    path: '/shop/category/brake-pads?sort=name_asc&page=1&utm_source=mail',
    canonical: '/shop/category/brake-pads/products',
    en: { title: 'Brake Pads — RedParts', description: /^Brake Pads for your car at RedParts/ },
    ru: { title: 'Brake Pads — RedParts', description: /^Brake Pads для вашего автомобиля/ },
  },
  {
    area: 'shop',
    path: '/shop/cart',
    canonical: '/shop/cart',
    en: { title: 'Shopping Cart — RedParts', description: /^The parts in your shopping cart/ },
    ru: { title: 'Корзина — RedParts', description: /^Товары в вашей корзине/ },
  },
  {
    area: 'account',
    path: '/account/login?returnUrl=%2Fshop%2Fcart',
    canonical: '/account/login',
    en: { title: 'Login — RedParts', description: /^Sign in to your RedParts account/ },
    ru: { title: 'Вход — RedParts', description: /^Войдите в аккаунт RedParts/ },
  },
  {
    area: 'blog',
    path: '/blog',
    canonical: '/blog',
    en: { title: 'Latest News — RedParts', description: /^News, guides and how-tos/ },
    ru: { title: 'Последние новости — RedParts', description: /^Новости, советы/ },
  },
  {
    area: 'vehicle',
    path: '/vehicle',
    canonical: '/vehicle',
    en: { title: 'Find Parts by Vehicle — RedParts', description: /^Choose your vehicle/ },
    ru: { title: 'Подбор запчастей по автомобилю — RedParts', description: /./ },
  },
  {
    area: 'site',
    path: '/site/about-us',
    canonical: '/site/about-us',
    en: { title: 'About Us — RedParts', description: /^RedParts started as/ },
    ru: { title: 'О нас — RedParts', description: /./ },
  },
];

const originOf = (page: Page) => new URL(page.url()).origin;
const head = (page: Page) => page.locator('head');
const description = (page: Page) => head(page).locator('meta[name="description"]');
const canonical = (page: Page) => head(page).locator('link[rel="canonical"]');
const jsonLd = (page: Page) => head(page).locator('script[type="application/ld+json"]');

/** The language's query parameter joined to a path that may have a query already. */
const inLanguage = (path: string, language: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

for (const language of ['en', 'ru'] as const) {
  test.describe(`every area names its pages in ${language}`, () => {
    for (const described of PAGES) {
      test(`${described.area}: ${described.path}`, async ({ page }) => {
        const words = described[language];
        await page.goto(inLanguage(described.path, language));
        await expect(page).toHaveTitle(words.title);
        await expect(description(page)).toHaveAttribute('content', words.description);
        await expect(description(page)).toHaveCount(1);
        await expect(canonical(page)).toHaveAttribute(
          'href',
          `${originOf(page)}${described.canonical}`,
        );
        await expect(head(page).locator('meta[property="og:title"]')).toHaveCount(1);
      });
    }
  });
}

interface CatalogProduct {
  name: string;
  slug: string;
  sku: string;
  price: number;
  stock: 'in-stock' | 'out-of-stock' | 'on-backorder';
  rating: number;
  reviews: number;
  brand: { name: string };
}

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'on-backorder': 'https://schema.org/BackOrder',
};

test("a product page's structured data and previews say what the page shows", async ({
  page,
  request,
}) => {
  const list = await request.get('/api/shop/products?limit=16');
  const { items } = (await list.json()) as { items: CatalogProduct[] };
  const product = items.find((item) => item.reviews > 0)!;
  await page.goto(`/shop/products/${product.slug}?utm_campaign=spring`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} — RedParts`);
  const url = `${originOf(page)}/shop/products/${product.slug}`;
  await expect(canonical(page)).toHaveAttribute('href', url);
  await expect(head(page).locator('meta[property="og:type"]')).toHaveAttribute(
    'content',
    'product',
  );
  await expect(head(page).locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(head(page).locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    product.name,
  );

  await expect(jsonLd(page)).toHaveCount(1);
  const data = JSON.parse((await jsonLd(page).textContent()) ?? '');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: AVAILABILITY[product.stock],
      url,
    },
    aggregateRating: { ratingValue: product.rating, reviewCount: product.reviews },
  });
  // The page shows the price the data names (in the default currency, dollars).
  await expect(page.locator('main')).toContainText(`$${product.price.toFixed(2)}`);
  const image = await request.get(data.image[0]);
  expect(image.ok()).toBe(true);
  const preview = await head(page).locator('meta[property="og:image"]').getAttribute('content');
  expect(preview).toBe(data.image[0]);

  // The next page says its own words: the product's data does not stay behind.
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await breadcrumb.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveTitle('Shop — RedParts');
  await expect(jsonLd(page)).toHaveCount(0);
  await expect(head(page).locator('meta[property="og:type"]')).toHaveAttribute(
    'content',
    'website',
  );
  await expect(canonical(page)).toHaveAttribute('href', `${originOf(page)}/shop`);
});

test('an address that leads nowhere is kept out of search engines', async ({ page }) => {
  await page.goto('/shop/products/no-such-part');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found — RedParts');
  await expect(head(page).locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(canonical(page)).toHaveCount(0);
});

test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await answer.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  for (const path of ['/account', '/shop/cart', '/shop/checkout', '/api/']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml is valid XML listing the categories, products and posts', async ({
  page,
  request,
  baseURL,
}) => {
  const list = await request.get('/api/shop/products?limit=1');
  const [product] = ((await list.json()) as { items: CatalogProduct[] }).items;
  const answer = await request.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await answer.text();

  await page.goto('/site/about-us');
  const { parsed, locations } = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      parsed: doc.getElementsByTagName('parsererror').length === 0,
      locations: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    };
  }, xml);
  expect(parsed).toBe(true);
  expect(locations.length).toBeGreaterThan(2000);
  expect(locations).toContain(`${baseURL}/`);
  expect(locations).toContain(`${baseURL}/shop/category/brake-pads/products`);
  expect(locations).toContain(`${baseURL}/shop/products/${product!.slug}`);
  expect(locations.some((loc) => loc.startsWith(`${baseURL}/blog/post/`))).toBe(true);
  expect(locations.every((loc) => !loc.includes('/account'))).toBe(true);
});

test('the web app manifest and its icons load', async ({ page, request }) => {
  await page.goto('/');
  // Linked once the first view has loaded and the browser is idle (web-app-manifest.ts).
  const link = head(page).locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: expect.stringContaining('RedParts'),
    short_name: 'RedParts',
    start_url: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const touchIcon = await head(page).locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons.map((icon) => icon.src), touchIcon!];
  // Each icon is a PNG of the size its entry says, as the browser decodes it.
  const decoded = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(
          (src) =>
            new Promise<string>((resolve) => {
              const image = new Image();
              image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
              image.onerror = () => resolve('error');
              image.src = src;
            }),
        ),
      ),
    icons,
  );
  expect(decoded).toEqual([...manifest.icons.map((icon) => icon.sizes), '180x180']);
  for (const src of icons) {
    const icon = await request.get(src);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});
