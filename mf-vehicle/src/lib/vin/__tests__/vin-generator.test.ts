import { buildVin, DESCRIPTOR_LIMIT, descriptorOf } from '../vin-generator';
import { decodeMake, decodeModelYear, validateVin } from '../vin';

describe('buildVin', () => {
  const table = { '1HG': 'Honda', WBA: 'BMW' };

  it.each([
    ['1HG', 1995],
    ['1HG', 2009],
    ['WBA', 2010],
    ['WBA', 2026],
    ['1HG', 2039],
  ])('builds a valid VIN of %s for %i that decodes back', (wmi, year) => {
    for (const serial of [0, 1, 42, 999_999]) {
      const vin = buildVin({ wmi, year, descriptor: 1234, serial });
      expect(validateVin(vin)).toEqual({ valid: true, vin });
      expect(decodeModelYear(vin)).toBe(year);
      expect(decodeMake(vin, table)).toBe(table[wmi as keyof typeof table]);
      expect(descriptorOf(vin)).toBe(1234);
    }
  });

  it('is deterministic', () => {
    expect(buildVin({ wmi: '1hg', year: 2019, descriptor: 5, serial: 77 })).toBe(
      buildVin({ wmi: '1HG', year: 2019, descriptor: 5, serial: 77 }),
    );
  });

  it('can produce an X check digit', () => {
    const vins = Array.from({ length: 40 }, (_, serial) =>
      buildVin({ wmi: 'WBA', year: 2015, serial }),
    );
    expect(vins.some((vin) => vin.charAt(8) === 'X')).toBe(true);
  });

  it('refuses parts a VIN cannot hold', () => {
    expect(() => buildVin({ wmi: '1H', year: 2019 })).toThrow(RangeError);
    expect(() => buildVin({ wmi: '1HI', year: 2019 })).toThrow(RangeError);
    expect(() => buildVin({ wmi: '1HG', year: 1979 })).toThrow(RangeError);
    expect(() => buildVin({ wmi: '1HG', year: 2019, descriptor: DESCRIPTOR_LIMIT })).toThrow(
      RangeError,
    );
    expect(() => buildVin({ wmi: '1HG', year: 2019, serial: 1_000_000 })).toThrow(RangeError);
  });
});
