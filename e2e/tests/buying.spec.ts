import { expect, test, type Page } from '@playwright/test';
import { area, expectAreaLoaded } from './support/areas';
import { signInFromHeader } from './support/account';
import { fillBilling } from './support/checkout';

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/** Puts `product` (a catalog product as the API answers it) in the cart before the first page. */
async function seedCart(page: Page, slug: string, extra: Record<string, unknown> = {}) {
  const product = await (await page.request.get(`/api/shop/products/${slug}`)).json();
  await page.addInitScript(
    ({ item, storage }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cartItems', JSON.stringify([item]));
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    },
    {
      item: { product, quantity: 2, options: [] },
      storage: Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, JSON.stringify(v)])),
    },
  );
  return product as { id: number; name: string; price: number };
}

/** The first product the catalog sells for everyone, without options, in stock. */
async function plainProduct(page: Page) {
  const list = await (await page.request.get('/api/shop/products?limit=100')).json();
  return list.items.find(
    (p: { options: unknown[]; stock: string; compatibility: unknown }) =>
      p.options.length === 0 && p.stock === 'in-stock' && p.compatibility === 'all',
  ) as { slug: string; name: string; price: number };
}

test('a guest buys from the product page: terms refused, then placed, cart emptied, order found again', async ({
  page,
}) => {
  const product = await plainProduct(page);
  await page.goto(`/shop/products/${product.slug}`);
  await expectAreaLoaded(page, 'shop');
  await area(page, 'shop').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByTestId('cart-indicator')).toContainText(money(product.price));

  await page.goto('/shop/checkout');
  const summary = page.getByRole('table', { name: /Your order/ });
  await expect(summary).toContainText(product.name);
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText(
    money(product.price * 1.2 + 25),
  );
  const email = `guest-${Date.now()}@example.com`;
  await fillBilling(page, email);
  const place = page.getByRole('button', { name: 'Place Order' });
  await place.click();
  await expect(page.getByText('Please read and accept the terms and conditions')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(
    page.getByRole('group', { name: 'Billing details' }).getByLabel('Town / City'),
  ).toHaveValue('Berlin');

  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await place.click();
  await expect(page).toHaveURL(/\/shop\/order-success\/[A-Za-z0-9]{32}$/);
  const facts = area(page, 'shop');
  await expect(facts.getByText('Thank you. Your order has been received.')).toBeVisible();
  const number = (await facts
    .getByText(/^\d{4,}$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByTestId('cart-indicator')).toContainText(money(0));
  expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');

  // The success page is the order's own address: a reload shows the same order.
  await page.reload();
  await expect(area(page, 'shop').getByText(number, { exact: true })).toBeVisible();
  await expect(area(page, 'shop').getByText('Unter den Linden 1').first()).toBeVisible();

  // Track order: the right pair finds it, a wrong email says nothing about it.
  await page.goto('/shop/track-order');
  const track = area(page, 'shop');
  await track.getByLabel('Order number').fill(number);
  await track.getByLabel('Email address').fill('someone-else@example.com');
  await track.getByRole('button', { name: 'Track' }).click();
  await expect(track.getByRole('alert')).toContainText(/could not find an order/);
  await expect(track.getByText('Unter den Linden 1')).toHaveCount(0);
  await track.getByLabel('Email address').fill(email.toUpperCase());
  await track.getByRole('button', { name: 'Track' }).click();
  await expect(track.getByText(`Order #${number}`).first()).toBeVisible();
  await expect(track.getByText('Pending').first()).toBeVisible();
});

test('a line that does not fit the current vehicle is flagged in the cart, at checkout and on the order', async ({
  page,
}) => {
  const vehicle = await (await page.request.get('/api/vehicle/vehicles/3292')).json();
  const list = await (await page.request.get('/api/shop/products?limit=100')).json();
  const misfit = list.items.find(
    (p: { options: unknown[]; stock: string; compatibility: unknown }) =>
      p.options.length === 0 &&
      p.stock === 'in-stock' &&
      Array.isArray(p.compatibility) &&
      !p.compatibility.includes(vehicle.id),
  );
  await seedCart(page, misfit.slug, { currentVehicle: vehicle });
  const flag = new RegExp(`Does not fit your ${vehicle.year} ${vehicle.make} ${vehicle.model}`);

  await page.goto('/shop/cart');
  await expect(area(page, 'shop').getByText(flag)).toBeVisible();
  await page.getByTestId('cart-indicator').click();
  await expect(page.getByRole('region', { name: /Shopping cart/ }).getByText(flag)).toBeVisible();

  await page.goto('/shop/checkout');
  await expect(page.getByRole('table', { name: /Your order/ }).getByText(flag)).toBeVisible();
  await fillBilling(page, 'fit@example.com');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/order-success/);
  await expect(
    area(page, 'shop').getByText(`${vehicle.year} ${vehicle.make} ${vehicle.model}`).first(),
  ).toBeVisible();
});

test('a signed-in customer checks out from a prefilled form and finds the order in the account', async ({
  page,
}) => {
  const product = await plainProduct(page);
  await seedCart(page, product.slug);
  await page.goto('/shop/cart');
  await signInFromHeader(page);
  await page.goto('/shop/checkout');
  const billing = page.getByRole('group', { name: 'Billing details' });
  // The seeded customer's default address and email.
  await expect(billing.getByLabel('First name')).toHaveValue('Ryan');
  await expect(billing.getByLabel('Email address')).toHaveValue('red-parts@example.com');
  await expect(billing.getByLabel('Town / City')).not.toHaveValue('');
  await expect(billing.getByLabel('Country')).not.toHaveValue('');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/order-success/);
  const number = (await area(page, 'shop')
    .getByText(/^\d{4,}$/)
    .first()
    .textContent())!.trim();

  await page.goto('/account/orders');
  await expectAreaLoaded(page, 'account');
  const orders = area(page, 'account');
  await orders
    .getByRole('link', { name: new RegExp(number) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(area(page, 'account').getByText(product.name).first()).toBeVisible();
});
