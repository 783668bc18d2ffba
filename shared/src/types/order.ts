import type { Address } from './user';
import type { SelectedOption, CartTotal } from './cart';
import type { Product } from './product';

export type OrderStatus = 'PENDING' | 'SHIPPED' | 'COMPLETED';

export interface OrderItem {
  product: Product;
  options: SelectedOption[];
  price: number;
  quantity: number;
  total: number;
}

export interface Order {
  id: number;
  token: string;
  number: string;
  createdAt: string;
  payment: string;
  status: OrderStatus;
  items: OrderItem[];
  quantity: number;
  subtotal: number;
  totals: CartTotal[];
  total: number;
  shippingAddress: Address;
  billingAddress: Address;
}
