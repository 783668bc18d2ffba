import type { Page } from '@playwright/test';

export interface CatalogProduct {
  slug: string;
  name: string;
  options: unknown[];
  stock: string;
}

/** Products of the catalog's first page: sold as they are and in stock, or with options. */
export async function catalogProducts(page: Page) {
  const list = await (await page.request.get('/api/shop/products?limit=100')).json();
  const items = list.items as CatalogProduct[];
  const plain = items.filter((item) => item.options.length === 0 && item.stock === 'in-stock');
  const withOptions = items.find((item) => item.options.length > 0);
  if (plain.length < 2 || !withOptions) throw new Error('the catalog has changed');
  return { plain: plain.slice(0, 2), withOptions };
}

/** A cart line, and the same two products in the wishlist and to compare, before the first page. */
export async function seedShopper(page: Page, products: CatalogProduct[]): Promise<void> {
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const line = { product: items[0], quantity: 2, options: [] };
    localStorage.setItem('cartItems', JSON.stringify([line]));
    localStorage.setItem('wishlistItems', JSON.stringify(items));
    localStorage.setItem('compareItems', JSON.stringify(items));
  }, products);
}
