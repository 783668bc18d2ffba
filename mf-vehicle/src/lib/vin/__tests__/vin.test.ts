import {
  computeCheckDigit,
  decodeMake,
  decodeModelYear,
  modelYearCode,
  normalizeVin,
  validateVin,
  wmiOf,
} from '../vin';

// Widely published real VINs: a 2003 Honda Accord and the 49 CFR 565 example whose check digit is X.
const ACCORD_2003 = '1HGCM82633A004352';
const CHECK_DIGIT_X = '1M8GDM9AXKP042788';

describe('normalizeVin', () => {
  it('trims and uppercases what was typed', () => {
    expect(normalizeVin('  1hgcm82633a004352 \n')).toBe(ACCORD_2003);
  });
});

describe('validateVin', () => {
  it.each([ACCORD_2003, CHECK_DIGIT_X, ` ${ACCORD_2003.toLowerCase()} `])('accepts %s', (input) => {
    expect(validateVin(input)).toEqual({ valid: true, vin: normalizeVin(input) });
  });

  it('computes X when the remainder is 10', () => {
    expect(computeCheckDigit(CHECK_DIGIT_X)).toBe('X');
    expect(computeCheckDigit(ACCORD_2003)).toBe('3');
  });

  it.each([
    ['', 0],
    ['1HGCM82633A00435', 16],
    ['1HGCM82633A0043521', 18],
  ])('rejects %p for its length', (input, length) => {
    expect(validateVin(input)).toMatchObject({
      valid: false,
      problem: { reason: 'length', length },
    });
  });

  it.each([
    ['1HGCM82633A0O4352', 'O', 13],
    ['IHGCM82633A004352', 'I', 1],
    ['1HGCQ82633A004352', 'Q', 5],
  ])('rejects the letter in %s', (input, letter, position) => {
    expect(validateVin(input)).toMatchObject({
      valid: false,
      problem: { reason: 'forbidden-letter', letter, position },
    });
  });

  it('rejects a character that is neither a letter nor a digit', () => {
    expect(validateVin('1HGCM82633A00435-')).toMatchObject({
      valid: false,
      problem: { reason: 'bad-character', character: '-', position: 17 },
    });
  });

  it('rejects a wrong check digit, telling the expected one', () => {
    expect(validateVin('1HGCM82643A004352')).toMatchObject({
      valid: false,
      problem: { reason: 'check-digit', expected: '3', actual: '4' },
    });
  });

  it('rejects a mistyped character through the check digit', () => {
    expect(validateVin('1HGCM82633A004353').valid).toBe(false);
  });
});

describe('decodeModelYear', () => {
  it('reads position 10 in the 1980-2009 cycle when position 7 is a digit', () => {
    expect(decodeModelYear(ACCORD_2003)).toBe(2003);
    expect(decodeModelYear(CHECK_DIGIT_X)).toBe(1989);
    expect(decodeModelYear('1HGCM826XA0000000')).toBe(1980);
  });

  it('reads position 10 in the 2010-2039 cycle when position 7 is a letter', () => {
    expect(decodeModelYear('1FTFW1ET0DFC10312')).toBe(2013);
    expect(decodeModelYear('1HGCM8A60AA000000')).toBe(2010);
    expect(decodeModelYear('5YJ3E1EA0KF317000')).toBe(2019);
    expect(decodeModelYear('5YJ3E1EA09F317000')).toBe(2039);
  });

  it('has no year for a code position 10 never holds, or a short VIN', () => {
    expect(decodeModelYear('1HGCM82630U004352')).toBeNull();
    expect(decodeModelYear('1HGCM82630Z004352')).toBeNull();
    expect(decodeModelYear('1HGCM8263')).toBeNull();
  });

  it('is the inverse of modelYearCode', () => {
    expect(modelYearCode(1995)).toBe('S');
    expect(modelYearCode(2001)).toBe('1');
    expect(modelYearCode(2026)).toBe('T');
    expect(() => modelYearCode(1979)).toThrow(RangeError);
    expect(() => modelYearCode(2040)).toThrow(RangeError);
  });
});

describe('decodeMake', () => {
  const table = { '1HG': 'Honda', JHM: 'Honda', WBA: 'BMW' };

  it('finds the make of positions 1-3', () => {
    expect(wmiOf(ACCORD_2003)).toBe('1HG');
    expect(decodeMake(ACCORD_2003, table)).toBe('Honda');
    expect(decodeMake('wba3a5c51cf256985', table)).toBe('BMW');
  });

  it('is null for an unknown manufacturer, never an inherited property', () => {
    expect(decodeMake(CHECK_DIGIT_X, table)).toBeNull();
    expect(decodeMake('constructor', table)).toBeNull();
  });
});
