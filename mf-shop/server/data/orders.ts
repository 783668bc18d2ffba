import type { Address, Order, OrderItem, SelectedOption, Vehicle } from '@autoparts/shared';
import { requireVehicle } from './vehicles';
import { orderItem, orderSums } from '../orders/pricing';
import type { Catalog } from './catalog';

/**
 * Snapshots of the seeded customer's two addresses (the account slice's address book) as the
 * orders were shipped to them. An order keeps its own copy: editing the address book later must
 * not rewrite where a past order went. `id` 0: not an address-book entry.
 */
const HOME: Address = {
  id: 0,
  firstName: 'Ryan',
  lastName: 'Ford',
  company: 'Red Parts',
  country: 'US',
  address1: '715 Fake Street',
  address2: 'Suite 3',
  city: 'New York',
  state: 'NY',
  postcode: '10001',
  email: 'red-parts@example.com',
  phone: '38 972 588-42-36',
  default: false,
};

const OFFICE: Address = {
  id: 0,
  firstName: 'Jupiter',
  lastName: 'Saturnov',
  company: '',
  country: 'DE',
  address1: 'Hauptstraße 12',
  address2: '',
  city: 'Berlin',
  state: 'Berlin',
  postcode: '10115',
  email: 'jupiter@example.com',
  phone: '49 30 901820',
  default: false,
};

/** Catalog ids of the parts in the history (the catalog is the same for every size past 124). */
export const SEEDED_ORDER_PRODUCTS = {
  brakePads: 29,
  alloyWheel: 51,
  catalyticConverter: 52,
  tailLight: 124,
} as const;

type Line = [productId: number, quantity: number, options?: SelectedOption[], vehicle?: Vehicle];

function seedItems(catalog: Catalog, lines: readonly Line[]): OrderItem[] {
  return lines.map(([productId, quantity, options = [], vehicle = null]) => {
    const product = catalog.products[productId - 1];
    if (!product) throw new Error(`The seeded orders need product ${productId} in the catalog.`);
    return orderItem(product, options, quantity, vehicle);
  });
}

type SeedOrder = Omit<Order, 'items' | 'quantity' | 'subtotal' | 'totals' | 'total'> & {
  lines: Line[];
};

/**
 * The seeded customer's order history, oldest first, one order per status (spec §4): numbers
 * increment with time, so the next order takes 9481. Lines are priced from the catalog given.
 */
export function seededOrders(catalog: Catalog): Order[] {
  const civic = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
  const f150 = requireVehicle(2015, 'Ford', 'F-150', '3.5L V6 DOHC Twin Turbo');
  const { brakePads, alloyWheel, catalyticConverter, tailLight } = SEEDED_ORDER_PRODUCTS;
  const seed: SeedOrder[] = [
    {
      id: 1,
      token: 'k3VbN8qT2xLm7RcW9pYd4HsJ6fGa1ZeU',
      number: '9478',
      createdAt: '2025-03-14T09:21:00.000Z',
      payment: 'bacs',
      status: 'COMPLETED',
      lines: [
        [brakePads, 2, [], civic],
        [alloyWheel, 4, [{ name: 'Color', value: 'Graphite' }]],
      ],
      shippingAddress: HOME,
      billingAddress: HOME,
      comment: '',
    },
    {
      id: 2,
      token: 'Qm5Tz8Rk1Wv4Yn7Bp2Lc9Dx3Fh6Js0Ga',
      number: '9479',
      createdAt: '2025-05-02T16:45:00.000Z',
      payment: 'paypal',
      status: 'SHIPPED',
      lines: [[tailLight, 1, [{ name: 'Side', value: 'Left' }], f150]],
      shippingAddress: OFFICE,
      billingAddress: HOME,
      comment: 'Please deliver to the reception desk.',
    },
    {
      id: 3,
      token: 'Hx2Lp9Vc4Nb7Qr1Tz6Wm3Ks8Fd5Ya0Ge',
      number: '9480',
      createdAt: '2025-06-20T11:05:00.000Z',
      payment: 'cod',
      status: 'PENDING',
      lines: [
        [catalyticConverter, 1, [], civic],
        [brakePads, 1, [], civic],
      ],
      shippingAddress: HOME,
      billingAddress: HOME,
      comment: '',
    },
  ];
  return seed.map(({ lines, shippingAddress, billingAddress, ...fields }) => {
    const items = seedItems(catalog, lines);
    return {
      ...fields,
      items,
      ...orderSums(items),
      shippingAddress: { ...shippingAddress },
      billingAddress: { ...billingAddress },
    };
  });
}
