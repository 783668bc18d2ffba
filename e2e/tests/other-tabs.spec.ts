import { expect, test, type Page } from '@playwright/test';
import { area, expectAreaLoaded } from './support/areas';
import { catalogProducts, type CatalogProduct } from './support/catalog';
import { chooseInTopBar, DESKTOP } from './support/chrome';

// Two pages of one context are two tabs of one shopper: one localStorage, `storage` events
// between them. A page acted in is brought to the front first, as the shopper would: a tab in the
// background draws no frames, so its dropdowns would not open.

async function openOnProduct(page: Page, product: CatalogProduct): Promise<void> {
  await page.goto(`/shop/products/${product.slug}`);
  await expectAreaLoaded(page, 'shop');
}

async function addToCart(page: Page): Promise<void> {
  await page.bringToFront();
  await area(page, 'shop').getByRole('button', { name: 'Add to cart' }).first().click();
}

/** The header's cart count, as its label reads: "Shopping cart $12.00, 2 items". */
function expectCartCount(page: Page, count: number) {
  return expect(page.getByTestId('cart-indicator')).toHaveAttribute(
    'aria-label',
    new RegExp(`, ${count} items$`),
  );
}

async function expectMiniCartLines(page: Page, products: CatalogProduct[]): Promise<void> {
  await page.bringToFront();
  await page.getByTestId('cart-indicator').click();
  const mini = page.getByRole('region', { name: /Shopping cart/ });
  for (const product of products)
    await expect(mini.getByRole('link', { name: product.name }).first()).toBeVisible();
}

function currencyTrigger(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Currency: / });
}

test.describe('two tabs of one shopper', () => {
  test.use({ viewport: DESKTOP });

  test('a line added in either tab shows in both, and so does a currency chosen in one', async ({
    context,
  }) => {
    const older = await context.newPage();
    const { plain } = await catalogProducts(older);
    const [hose, filter] = plain as [CatalogProduct, CatalogProduct];
    await openOnProduct(older, filter);
    const newer = await context.newPage();
    await openOnProduct(newer, hose);

    await addToCart(newer);
    await expectCartCount(newer, 1);
    await expectCartCount(older, 1);
    // The tab opened earlier adds last: on main its write dropped the other tab's line.
    await addToCart(older);
    await expectCartCount(older, 2);
    await expectCartCount(newer, 2);
    await expectMiniCartLines(older, [hose, filter]);
    await expectMiniCartLines(newer, [hose, filter]);

    await chooseInTopBar(newer, 'Currency', /Euro/);
    for (const page of [newer, older]) {
      await expect(currencyTrigger(page)).toHaveAccessibleName(/EUR/);
      await expect(page.getByTestId('cart-indicator')).toContainText('€');
    }
  });
});
