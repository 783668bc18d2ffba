/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { invoiceSums } from '../../__tests__/order-fixtures';
import { createCatalog } from '../catalog';
import { seededOrders } from '../orders';

const catalog = createCatalog({ size: 300 });

describe('the seeded order history', () => {
  const orders = seededOrders(catalog);

  it('has three orders, one per status, with numbers that increment', () => {
    expect(orders.map((order) => [order.id, order.number, order.status])).toEqual([
      [1, '9478', 'COMPLETED'],
      [2, '9479', 'SHIPPED'],
      [3, '9480', 'PENDING'],
    ]);
    for (const order of orders) expect(order.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(orders.map((order) => order.payment)).toEqual(['bacs', 'paypal', 'cod']);
  });

  it('is made of the catalog’s own products, at their prices, with options they have', () => {
    for (const { product, price, options } of orders.flatMap((order) => order.items)) {
      expect(product).toEqual(catalog.products[product.id - 1]);
      expect(price).toBe(product.price);
      expect(options.map((o) => o.name)).toEqual(product.options.map((o) => o.name));
      for (const { name, value } of options)
        expect(product.options.find((o) => o.name === name)!.values.map((v) => v.name)).toContain(
          value,
        );
    }
  });

  it('adds up: 2 x 33.99 + 4 x 193.99, shipping 25, tax 20%', () => {
    expect(orders[0]).toMatchObject(invoiceSums(6, 843.94, 168.79, 1037.73));
  });

  it('ships to copies of the customer’s addresses, with country codes', () => {
    expect(orders.map((o) => [o.billingAddress.city, o.shippingAddress.city])).toEqual([
      ['New York', 'New York'],
      ['New York', 'Berlin'],
      ['New York', 'New York'],
    ]);
    expect(orders[1]!.shippingAddress.country).toBe('DE');
    orders[0]!.billingAddress.city = 'Elsewhere';
    expect(seededOrders(catalog)[0]!.billingAddress.city).toBe('New York');
  });

  it('is deterministic and independent of later catalog changes', () => {
    const again = seededOrders(createCatalog({ size: 300 }));
    expect(again).toEqual(seededOrders(catalog));
    again[0]!.items[0]!.product.price = 1;
    expect(seededOrders(catalog)[0]!.items[0]!.product.price).toBe(33.99);
  });
});
