import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product, SelectedOption, Vehicle } from '@autoparts/shared';
import { forgetCountries } from '@autoparts/shared/forms';
import { setupStorefrontApi } from '@autoparts/shared/testing';
import { createCatalog } from '../../../../server';
import { requireVehicle } from '../../../../server/data/vehicles';
import { SMALL_CATALOG } from '../../../../server/testing';
import { billing as billingFixture } from '../../../../server/__tests__/order-fixtures';
import { createTestShopService } from '../../../../server/testing';
import { renderShop, type RenderOptions, type RenderResult } from '../../../testing/render';

/** The real shop slice over a small catalog: orders are priced and checked as in the browser. */
export const catalog = createCatalog({ size: SMALL_CATALOG });

const inStock = (product: Product) => product.stock === 'in-stock';

/** No options, and a fitment list (so it does not fit a vehicle that is not on it). */
export const plainPart = catalog.products.find(
  (p) => inStock(p) && p.options.length === 0 && Array.isArray(p.compatibility),
)!;
export const partWithOption = catalog.products.find((p) => inStock(p) && p.options.length === 1)!;
export const soldOutPart = catalog.products.find((p) => p.stock === 'out-of-stock')!;

export const optionOf = (product: Product): SelectedOption => ({
  name: product.options[0]!.name,
  value: product.options[0]!.values[0]!.name,
});

/** A vehicle of the shop's references (an order names only those). */
export const CIVIC: Vehicle = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');

export interface SentOrder {
  body: unknown;
  key: string | null;
}

/**
 * Serves the shop slice and the account area's countries (the one call of the account slice a
 * guest's checkout makes); `sent` records every order posted, before the slice answers it.
 */
export function setupCheckoutApi() {
  const sent: SentOrder[] = [];
  const recordOrder = http.post('*/api/shop/orders', async ({ request }) => {
    sent.push({
      body: await request.clone().json(),
      key: request.headers.get('idempotency-key'),
    });
    // Nothing returned: the request goes on to the slice's own handler.
  });
  const countries = http.get('*/api/account/countries', () =>
    HttpResponse.json([
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ]),
  );
  const shop = createTestShopService({ catalogSize: SMALL_CATALOG });
  const api = setupStorefrontApi([recordOrder, countries, ...shop.handlers], {
    reset: () => {
      sent.length = 0;
      forgetCountries(); // each test asks for the list afresh
    },
    close: shop.close,
  });
  beforeAll(() => shop.ready());
  return { ...api, sent };
}

/** Posts an order as a script would, past the page (through the same slice). */
export const placeDirectly = (order: unknown) =>
  fetch('http://localhost/api/shop/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });

export interface CartLine {
  product: Product;
  quantity?: number;
  options?: SelectedOption[];
}

/** The checkout page with these lines in the cart. */
export async function renderCheckout(
  lines: readonly CartLine[],
  options: RenderOptions = {},
): Promise<RenderResult> {
  const result = renderShop('/shop/checkout', options);
  // The page's code loads on first visit (a lazy route).
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  for (const { product, quantity = 1, options: chosen = [] } of lines) {
    await act(() => result.store.cart.add(product, quantity, chosen));
  }
  return result;
}

export const billing = () => within(screen.getByRole('group', { name: 'Billing details' }));

/** A guest's billing address, as the shop slice's own tests place orders with it. */
export const GUEST = billingFixture;

export const SUCCESS_PAGE = /^\/shop\/order-success\/[A-Za-z0-9]{32}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Types a guest's billing address, with the United Kingdom as its country. */
export async function fillBilling({ user }: Pick<RenderResult, 'user'>) {
  const group = billing();
  await user.type(group.getByLabelText('First name'), GUEST.firstName);
  await user.type(group.getByLabelText('Last name'), GUEST.lastName);
  await user.type(group.getByLabelText('Street address'), GUEST.address1);
  await user.type(group.getByLabelText('Town / City'), GUEST.city);
  await user.type(group.getByLabelText('Postcode / ZIP'), GUEST.postcode);
  await user.type(group.getByLabelText('Email address'), GUEST.email);
  await user.type(group.getByLabelText('Phone number'), GUEST.phone);
  await group.findByRole('option', { name: 'United Kingdom' });
  await user.selectOptions(group.getByLabelText('Country'), 'GB');
}

export const termsBox = () => screen.getByRole('checkbox', { name: /I have read and agree/ });
export const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });
