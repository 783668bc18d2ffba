import type { PAYMENT_METHODS } from '../rules';
import type { PagedList } from './api';
import type { Address } from './user';
import type { SelectedOption, CartTotal } from './cart';
import type { Product } from './product';
import type { Vehicle } from './vehicle';

export type OrderStatus = 'PENDING' | 'SHIPPED' | 'COMPLETED';

/** The checkout's payment methods (the rules' list), stored on the order as this key. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `default` is newest first. */
export type OrderSort = 'default' | 'number_asc' | 'number_desc';

export interface OrderItem {
  /** The product as it was when the order was placed (a snapshot, not the live catalog entry). */
  product: Product;
  options: SelectedOption[];
  price: number;
  quantity: number;
  total: number;
  /** The vehicle the part was bought for, when the shopper had one chosen. */
  vehicle?: Vehicle | null;
}

export interface Order {
  id: number;
  token: string;
  number: string;
  createdAt: string;
  /** A `PaymentMethod` key. */
  payment: string;
  status: OrderStatus;
  items: OrderItem[];
  quantity: number;
  subtotal: number;
  totals: CartTotal[];
  total: number;
  shippingAddress: Address;
  billingAddress: Address;
  /** The shopper's order notes. */
  comment?: string;
}

export interface OrdersList extends PagedList<Order> {
  sort: OrderSort;
}

/** An address as the checkout sends it; an order keeps a copy, not a link to the address book. */
export type OrderAddressInput = Omit<Address, 'id' | 'default' | 'company' | 'address2' | 'state'> &
  Partial<Pick<Address, 'company' | 'address2' | 'state'>>;

export interface NewOrderLine {
  productId: number;
  /** Option and value names, as the cart keeps them. */
  options: SelectedOption[];
  quantity: number;
  vehicle?: Vehicle | null;
}

/** The body of `POST /api/shop/orders`; the server prices every line from its own catalog. */
export interface NewOrder {
  items: NewOrderLine[];
  payment: PaymentMethod;
  billingAddress: OrderAddressInput;
  /** Absent or null: ship to the billing address. */
  shippingAddress?: OrderAddressInput | null;
  comment?: string;
}

/** The body of `POST /api/shop/orders/track`. */
export interface TrackOrderRequest {
  number: string;
  email: string;
}
