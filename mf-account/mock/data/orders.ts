import type { Address, CartTotal, Order, OrderItem, OrderStatus, Product } from '@autoparts/shared';
import { seededAddresses } from './addresses';
import { orderProducts } from './order-products';

/** Spec §9: flat shipping of 25 and a tax of 20% of the subtotal. */
const SHIPPING = 25;
const TAX_RATE = 0.2;

const money = (amount: number) => Math.round(amount * 100) / 100;

interface Line {
  product: Product;
  quantity: number;
  options?: OrderItem['options'];
}

interface SeedOrder {
  id: number;
  token: string;
  number: string;
  createdAt: string;
  payment: string;
  status: OrderStatus;
  lines: Line[];
  shippingAddress: Address;
  billingAddress: Address;
}

function order({ lines, ...fields }: SeedOrder): Order {
  const items = lines.map(({ product, quantity, options = [] }) => ({
    product,
    options,
    price: product.price,
    quantity,
    total: money(product.price * quantity),
  }));
  const subtotal = money(items.reduce((sum, item) => sum + item.total, 0));
  const totals: CartTotal[] = [
    { type: 'shipping', title: 'Shipping', price: SHIPPING },
    { type: 'tax', title: 'Tax', price: money(subtotal * TAX_RATE) },
  ];
  return {
    ...fields,
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    totals,
    total: money(subtotal + totals.reduce((sum, total) => sum + total.price, 0)),
  };
}

/**
 * The seeded customer's order history, oldest first: numbers increment with time, so the next
 * order takes the highest number plus one (spec §9). A new order starts PENDING (spec §4).
 */
export function seededOrders(): Order[] {
  const [home, office] = seededAddresses() as [Address, Address];
  const { brakeKit, headlight, wheel, exhaustPipe } = orderProducts;
  return [
    order({
      id: 1,
      token: 'k3VbN8qT2xLm7RcW9pYd4HsJ6fGa1ZeU',
      number: '9478',
      createdAt: '2025-03-14T09:21:00.000Z',
      payment: 'Credit card',
      status: 'COMPLETED',
      lines: [
        { product: brakeKit, quantity: 2 },
        { product: wheel, quantity: 4, options: [{ name: 'Color', value: 'Gray' }] },
      ],
      shippingAddress: home,
      billingAddress: home,
    }),
    order({
      id: 2,
      token: 'Qm5Tz8Rk1Wv4Yn7Bp2Lc9Dx3Fh6Js0Ga',
      number: '9479',
      createdAt: '2025-05-02T16:45:00.000Z',
      payment: 'PayPal',
      status: 'SHIPPED',
      lines: [{ product: headlight, quantity: 1 }],
      shippingAddress: office,
      billingAddress: home,
    }),
    order({
      id: 3,
      token: 'Hx2Lp9Vc4Nb7Qr1Tz6Wm3Ks8Fd5Ya0Ge',
      number: '9480',
      createdAt: '2025-06-20T11:05:00.000Z',
      payment: 'Cash on delivery',
      status: 'PENDING',
      lines: [
        { product: exhaustPipe, quantity: 1 },
        { product: brakeKit, quantity: 1 },
      ],
      shippingAddress: home,
      billingAddress: home,
    }),
  ];
}
