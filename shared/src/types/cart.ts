import type { Product } from './product';

export interface SelectedOption {
  name: string;
  value: string;
}

/** A cart line: the same product with the same options is one line. */
export interface CartItem {
  product: Product;
  options: SelectedOption[];
  quantity: number;
}

export interface CartTotal {
  type: 'shipping' | 'tax';
  title: string;
  price: number;
}
