import type { NewOrder, OrderAddressInput, Product } from '@autoparts/shared';
import type { Catalog } from '../data/catalog';

export const billing: OrderAddressInput = {
  firstName: 'Sam',
  lastName: 'Driver',
  country: 'GB',
  address1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  email: 'sam@example.com',
  phone: '+44 113 496 0000',
};

/** A plain part: in stock, no options to choose. */
export const plainPart = (catalog: Catalog): Product =>
  catalog.products.find((p) => p.stock === 'in-stock' && p.options.length === 0)!;

/** An in-stock part with exactly one option. */
export const partWithOption = (catalog: Catalog): Product =>
  catalog.products.find((p) => p.stock === 'in-stock' && p.options.length === 1)!;

export const outOfStockPart = (catalog: Catalog): Product =>
  catalog.products.find((p) => p.stock === 'out-of-stock')!;

export function newOrder(catalog: Catalog, overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    items: [{ productId: plainPart(catalog).id, options: [], quantity: 1 }],
    payment: 'cod',
    billingAddress: billing,
    ...overrides,
  };
}

/** An order's sums as an invoice shows them: flat shipping of 25 and the tax given. */
export const invoiceSums = (quantity: number, subtotal: number, tax: number, total: number) => ({
  quantity,
  subtotal,
  totals: [
    { type: 'shipping', title: 'Shipping', price: 25 },
    { type: 'tax', title: 'Tax', price: tax },
  ],
  total,
});
