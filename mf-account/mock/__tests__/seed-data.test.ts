/** @jest-environment node */
import { seededAddresses, seededOrders } from '..';

describe('the seeded account data', () => {
  it('has two addresses, the first one the default', () => {
    const addresses = seededAddresses();
    expect(addresses).toHaveLength(2);
    expect(addresses.map((address) => address.default)).toEqual([true, false]);
    expect(new Set(addresses.map((address) => address.id)).size).toBe(2);
  });

  it('has three orders, one per status, with numbers that increment', () => {
    const orders = seededOrders();
    expect(orders.map((order) => order.status)).toEqual(['COMPLETED', 'SHIPPED', 'PENDING']);
    const numbers = orders.map((order) => Number(order.number));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    for (const order of orders) expect(order.token).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('adds up every order: lines, shipping 25 and tax 20%', () => {
    for (const order of seededOrders()) {
      const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      expect(order.subtotal).toBeCloseTo(subtotal);
      expect(order.quantity).toBe(order.items.reduce((sum, item) => sum + item.quantity, 0));
      expect(order.totals).toEqual([
        { type: 'shipping', title: 'Shipping', price: 25 },
        { type: 'tax', title: 'Tax', price: expect.closeTo(subtotal * 0.2) },
      ]);
      expect(order.total).toBeCloseTo(subtotal * 1.2 + 25);
    }
  });

  it('gives a fresh copy on every call, so one test cannot change the next one', () => {
    seededOrders()[0]!.status = 'PENDING';
    seededAddresses()[0]!.city = 'Elsewhere';
    expect(seededOrders()[0]!.status).toBe('COMPLETED');
    expect(seededAddresses()[0]!.city).toBe('New York');
  });

  it('is deterministic', () => {
    expect(seededOrders()).toEqual(seededOrders());
    expect(JSON.stringify(seededOrders())).not.toMatch(/https?:\/\//);
  });
});
