import type { Vehicle } from '../../types';
import { fitmentBadge, fitmentOf, vehicleLabel } from '../fitment';

const civic: Vehicle = { id: 7, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L L4 DOHC' };
const forAll = { compatibility: 'all' as const };
const unknown = { compatibility: 'unknown' as const };
const listed = { compatibility: [3, 7, 11] };
const others = { compatibility: [3, 11] };

describe('vehicleLabel', () => {
  it('names a vehicle by year, make and model', () => {
    expect(vehicleLabel(civic)).toBe('2019 Honda Civic');
  });
});

describe('fitmentOf', () => {
  it.each([
    [forAll, civic, 'all'],
    [forAll, null, 'all'],
    [listed, civic, 'fits'],
    [others, civic, 'does-not-fit'],
    [{ compatibility: [] }, civic, 'does-not-fit'],
    [unknown, civic, 'unknown'],
    [listed, null, null],
    [unknown, null, null],
  ])('%j with %j is %p', (product, vehicle, expected) => {
    expect(fitmentOf(product, vehicle)).toBe(expected);
  });
});

describe('fitmentBadge', () => {
  it('says fit for all vehicles, with or without a vehicle', () => {
    expect(fitmentBadge(forAll, civic)).toEqual({
      fitment: 'all',
      key: 'TEXT_FITMENT_ALL',
      values: {},
    });
    expect(fitmentBadge(forAll, null)).toEqual({
      fitment: 'all',
      key: 'TEXT_FITMENT_ALL',
      values: {},
    });
  });

  it('names the chosen vehicle', () => {
    const values = { vehicle: '2019 Honda Civic' };
    expect(fitmentBadge(listed, civic)).toEqual({
      fitment: 'fits',
      key: 'TEXT_FITMENT_FITS',
      values,
    });
    expect(fitmentBadge(others, civic)).toEqual({
      fitment: 'does-not-fit',
      key: 'TEXT_FITMENT_DOES_NOT_FIT',
      values,
    });
    expect(fitmentBadge(unknown, civic)).toEqual({
      fitment: 'unknown',
      key: 'TEXT_FITMENT_MAY_NOT_FIT',
      values,
    });
  });

  it('shows nothing without a vehicle unless the part fits all', () => {
    expect(fitmentBadge(listed, null)).toBeNull();
    expect(fitmentBadge(unknown, null)).toBeNull();
  });
});
