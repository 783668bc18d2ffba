/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { seededAddresses } from '..';

// The seeded customer's orders live in the shop slice (mf-shop/server/data/orders.ts).
describe('the seeded account data', () => {
  it('has two addresses, the first one the default', () => {
    const addresses = seededAddresses();
    expect(addresses).toHaveLength(2);
    expect(addresses.map((address) => address.default)).toEqual([true, false]);
    expect(new Set(addresses.map((address) => address.id)).size).toBe(2);
  });

  it('gives a fresh copy on every call, so one test cannot change the next one', () => {
    seededAddresses()[0]!.city = 'Elsewhere';
    expect(seededAddresses()[0]!.city).toBe('New York');
  });

  it('is deterministic', () => {
    expect(seededAddresses()).toEqual(seededAddresses());
    expect(JSON.stringify(seededAddresses())).not.toMatch(/https?:\/\//);
  });
});
