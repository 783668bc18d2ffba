/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { priceStep, roundPriceRange } from '../price-step';

describe('price filter step (10 ^ (digits of the maximum - 2))', () => {
  it.each([
    [5.99, 0.1],
    [10, 1],
    [99.99, 1],
    [100, 10],
    [849.99, 10],
    [1000, 100],
    [12345, 1000],
  ])('max %p gives step %p', (max, step) => {
    expect(priceStep(max)).toBe(step);
  });

  it('widens the bounds outwards to whole steps', () => {
    expect(roundPriceRange(4.99, 849.99)).toEqual([0, 850]);
    expect(roundPriceRange(24.99, 1489.99)).toEqual([0, 1500]);
    expect(roundPriceRange(124.99, 1489.99)).toEqual([100, 1500]);
    expect(roundPriceRange(12.99, 48.99)).toEqual([12, 49]);
  });

  it('keeps tenth steps exact for prices under 10', () => {
    expect(roundPriceRange(0.99, 7.99)).toEqual([0.9, 8]);
    expect(roundPriceRange(3.33, 3.33)).toEqual([3.3, 3.4]);
  });

  it('leaves bounds already on the step alone', () => {
    expect(roundPriceRange(100, 500)).toEqual([100, 500]);
  });
});
