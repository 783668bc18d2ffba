import { computeCheckDigit, modelYearCode, VIN_ALPHABET } from './vin';

const BASE = VIN_ALPHABET.length;
const DIGITS = '123456789';
const LETTERS = VIN_ALPHABET.slice(10);
/** Positions 4-6 hold the descriptor: three characters of the VIN alphabet, read base 33. */
export const DESCRIPTOR_LIMIT = BASE ** 3;

export interface VinParts {
  /** Positions 1-3, a WMI such as '1HG'. */
  wmi: string;
  /** Model year, 1980-2039. */
  year: number;
  /** 0 .. DESCRIPTOR_LIMIT - 1, written in positions 4-6 (in the mock slice: which vehicle of the year and make). */
  descriptor?: number;
  /** 0 .. 999999, the production sequence number of positions 12-17 (it also varies 7, 8 and 11). */
  serial?: number;
}

function inRange(value: number, limit: number, name: string): number {
  if (!Number.isInteger(value) || value < 0 || value >= limit) {
    throw new RangeError(`${name} must be an integer from 0 to ${limit - 1}, not ${value}.`);
  }
  return value;
}

function pick(alphabet: string, index: number): string {
  return alphabet.charAt(index % alphabet.length);
}

function descriptorCharacters(descriptor: number): string {
  return [BASE ** 2, BASE, 1]
    .map((unit) => pick(VIN_ALPHABET, Math.floor(descriptor / unit)))
    .join('');
}

/** Reads positions 4-6 back as the number {@link buildVin} wrote there (any valid VIN has one). */
export function descriptorOf(vin: string): number {
  return [...vin.slice(3, 6)].reduce(
    (value, character) => value * BASE + Math.max(0, VIN_ALPHABET.indexOf(character)),
    0,
  );
}

/**
 * A valid VIN for a maker and model year, deterministic in its parts: position 7 is a digit
 * before 2010 and a letter from 2010 (so the year decodes to the right cycle), position 9 the
 * check digit, position 10 the year code.
 */
export function buildVin({ wmi, year, descriptor = 0, serial = 0 }: VinParts): string {
  const maker = wmi.toUpperCase();
  if (maker.length !== 3 || [...maker].some((character) => !VIN_ALPHABET.includes(character))) {
    throw new RangeError(`A WMI is 3 VIN characters, not '${wmi}'.`);
  }
  inRange(descriptor, DESCRIPTOR_LIMIT, 'descriptor');
  inRange(serial, 1_000_000, 'serial');
  const cycleMark = year < 2010 ? pick(DIGITS, serial) : pick(LETTERS, serial);
  const vin = [
    maker,
    descriptorCharacters(descriptor),
    cycleMark,
    pick(VIN_ALPHABET, descriptor * 7 + serial),
    '0',
    modelYearCode(year),
    pick(LETTERS, descriptor + serial * 3),
    String(serial).padStart(6, '0'),
  ].join('');
  return `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;
}
