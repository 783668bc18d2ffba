/**
 * Vehicle identification numbers as 49 CFR 565 defines them. Pure functions shared by the
 * VIN field (validated before any request is sent) and the mock slice (which decodes them).
 */

export const VIN_LENGTH = 17;

/** Letters never used in a VIN: they read like 1 and 0. */
const FORBIDDEN_LETTERS = ['I', 'O', 'Q'] as const;
export type ForbiddenLetter = (typeof FORBIDDEN_LETTERS)[number];

/** Every character a VIN may hold, in the order used to read a VIN segment as a number. */
export const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

// prettier-ignore
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Position 10 codes; the sequence repeats every 30 years (1980-2009, 2010-2039). */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
export const FIRST_VIN_YEAR = 1980;
const CYCLE = MODEL_YEAR_CODES.length;

export type VinProblem =
  | { reason: 'length'; length: number }
  | { reason: 'forbidden-letter'; letter: ForbiddenLetter; position: number }
  | { reason: 'bad-character'; character: string; position: number }
  | { reason: 'check-digit'; expected: string; actual: string };

export type VinValidation =
  { valid: true; vin: string } | { valid: false; vin: string; problem: VinProblem };

/** What a person types becomes a VIN to check: surrounding spaces dropped, letters uppercased. */
export function normalizeVin(input: string): string {
  return input.trim().toUpperCase();
}

function isForbiddenLetter(character: string): character is ForbiddenLetter {
  return (FORBIDDEN_LETTERS as readonly string[]).includes(character);
}

function characterValue(character: string): number {
  return TRANSLITERATION[character] ?? Number(character);
}

/**
 * The check digit position 9 must hold: transliterated characters times their weights,
 * summed, modulo 11, with 10 written X. Expects 17 characters of {@link VIN_ALPHABET}.
 */
export function computeCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    sum += characterValue(vin.charAt(index)) * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function characterProblem(vin: string): VinProblem | null {
  for (let index = 0; index < vin.length; index += 1) {
    const character = vin.charAt(index);
    const position = index + 1;
    if (isForbiddenLetter(character))
      return { reason: 'forbidden-letter', letter: character, position };
    if (!VIN_ALPHABET.includes(character)) return { reason: 'bad-character', character, position };
  }
  return null;
}

/** Checks a VIN locally (length, characters, check digit), after normalizing it. */
export function validateVin(input: string): VinValidation {
  const vin = normalizeVin(input);
  if (vin.length !== VIN_LENGTH)
    return { valid: false, vin, problem: { reason: 'length', length: vin.length } };
  const problem = characterProblem(vin);
  if (problem) return { valid: false, vin, problem };
  const expected = computeCheckDigit(vin);
  const actual = vin.charAt(8);
  if (actual !== expected)
    return { valid: false, vin, problem: { reason: 'check-digit', expected, actual } };
  return { valid: true, vin };
}

/** The code position 10 holds for a model year of 1980-2039. */
export function modelYearCode(year: number): string {
  const last = FIRST_VIN_YEAR + 2 * CYCLE - 1;
  if (!Number.isInteger(year) || year < FIRST_VIN_YEAR || year > last) {
    throw new RangeError(`A VIN encodes model years ${FIRST_VIN_YEAR}-${last}, not ${year}.`);
  }
  return MODEL_YEAR_CODES.charAt((year - FIRST_VIN_YEAR) % CYCLE);
}

/**
 * The model year from position 10. The code repeats every 30 years; for cars, light trucks
 * and MPVs position 7 tells the cycles apart: a digit for 1980-2009, a letter for 2010-2039.
 */
export function decodeModelYear(input: string): number | null {
  const vin = normalizeVin(input);
  if (vin.length !== VIN_LENGTH) return null;
  const index = MODEL_YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return null;
  const laterCycle = /[A-Z]/.test(vin.charAt(6));
  return FIRST_VIN_YEAR + index + (laterCycle ? CYCLE : 0);
}

/** The world manufacturer identifier: positions 1-3. */
export function wmiOf(input: string): string {
  return normalizeVin(input).slice(0, 3);
}

/** The make a WMI table assigns to the VIN's positions 1-3, or null for an unknown maker. */
export function decodeMake(
  input: string,
  wmiTable: Readonly<Record<string, string>>,
): string | null {
  const wmi = wmiOf(input);
  return Object.hasOwn(wmiTable, wmi) ? (wmiTable[wmi] ?? null) : null;
}
