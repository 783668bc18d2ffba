import type {
  CartTotal,
  Order,
  OrderItem,
  Product,
  SelectedOption,
  Vehicle,
} from '@autoparts/shared';
import { ORDER_PRICING } from '@autoparts/shared/rules';

/** Spec §9, as the cart shows them (one definition for both): flat shipping and a tax rate. */
export const SHIPPING_PRICE = ORDER_PRICING.shipping;
export const TAX_PERCENT = ORDER_PRICING.taxPercent;

// Sums are kept in whole cents so that 0.1 + 0.2 never shows up on an invoice.
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** A line priced from the catalog; the product is copied so later catalog changes leave it be. */
export function orderItem(
  product: Product,
  options: SelectedOption[],
  quantity: number,
  vehicle: Vehicle | null,
): OrderItem {
  return {
    product: structuredClone(product),
    options,
    price: product.price,
    quantity,
    total: fromCents(toCents(product.price) * quantity),
    vehicle,
  };
}

export type OrderSums = Pick<Order, 'quantity' | 'subtotal' | 'totals' | 'total'>;

export function orderSums(items: readonly OrderItem[]): OrderSums {
  const subtotal = items.reduce((sum, item) => sum + toCents(item.total), 0);
  const tax = Math.round((subtotal * TAX_PERCENT) / 100);
  const shipping = toCents(SHIPPING_PRICE);
  const totals: CartTotal[] = [
    { type: 'shipping', title: 'Shipping', price: fromCents(shipping) },
    { type: 'tax', title: 'Tax', price: fromCents(tax) },
  ];
  return {
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: fromCents(subtotal),
    totals,
    total: fromCents(subtotal + shipping + tax),
  };
}
