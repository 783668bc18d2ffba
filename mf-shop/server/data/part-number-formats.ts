import { intBetween, type Random } from './random';

/*
 * Part numbers as their makers print them. A pattern reads '#' as a digit, '^' as a letter and
 * '*' as either; every other character is literal. Letters skip I and O, as makers do, so a
 * number never reads as 1 or 0.
 */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const ALPHANUMERIC = DIGITS + LETTERS;

export function formatPartNumber(pattern: string, random: Random): string {
  let number = '';
  for (const char of pattern) {
    const alphabet =
      char === '#' ? DIGITS : char === '^' ? LETTERS : char === '*' ? ALPHANUMERIC : null;
    number += alphabet ? alphabet[intBetween(random, 0, alphabet.length - 1)] : char;
  }
  return number;
}

const TOYOTA = '#####-##*##';
const HONDA = '#####-^*^-^##';
const FORD = '^^#^-####-^';
const VW = '#^# ### ###';
const BMW = '## ## # ### ###';
const GM = '########';
const NISSAN = '^####-#^^#^';
const HYUNDAI_KIA = '#####-#^^##';
const MERCEDES = 'A ### ### ## ##';
const MOPAR = '68######^^';
const MAZDA = '^^#^-##-##*';
const SUBARU = '#####^^###';
const MITSUBISHI = '####^###';
const VOLVO = '3#######';
const JLR = '^^######';
const PORSCHE = '### ### ### ##';
const SUZUKI = '#####-##^##';
const TESLA = '1######-##-^';
const FIAT = '5#######';

/**
 * The shape of each vehicle make's own part numbers: sister makes of one group
 * (Lexus and Toyota, Audi and Volkswagen) number parts the group's way, as real ones do.
 */
export const OEM_PATTERN_OF_MAKE: ReadonlyMap<string, string> = new Map([
  ...['Toyota', 'Lexus', 'Scion'].map((make) => [make, TOYOTA] as const),
  ...['Honda', 'Acura'].map((make) => [make, HONDA] as const),
  ...['Ford', 'Lincoln', 'Mercury'].map((make) => [make, FORD] as const),
  ...['Volkswagen', 'Audi'].map((make) => [make, VW] as const),
  ...['BMW', 'Mini'].map((make) => [make, BMW] as const),
  ...['Chevrolet', 'GMC', 'Buick', 'Cadillac', 'Pontiac', 'Saturn', 'Hummer', 'Saab'].map(
    (make) => [make, GM] as const,
  ),
  ...['Nissan', 'Infiniti'].map((make) => [make, NISSAN] as const),
  ...['Hyundai', 'Kia', 'Genesis'].map((make) => [make, HYUNDAI_KIA] as const),
  ['Mercedes-Benz', MERCEDES],
  ...['Chrysler', 'Dodge', 'Jeep', 'Ram'].map((make) => [make, MOPAR] as const),
  ...['Fiat', 'Alfa Romeo'].map((make) => [make, FIAT] as const),
  ['Mazda', MAZDA],
  ['Subaru', SUBARU],
  ['Mitsubishi', MITSUBISHI],
  ['Volvo', VOLVO],
  ...['Jaguar', 'Land Rover'].map((make) => [make, JLR] as const),
  ['Porsche', PORSCHE],
  ['Suzuki', SUZUKI],
  ['Tesla', TESLA],
]);

/** The makes universal parts (oils, fluids, tools) are most often listed under. */
export const UNIVERSAL_OEM_MAKES: readonly string[] = [
  'Toyota',
  'Ford',
  'Chevrolet',
  'Honda',
  'Volkswagen',
];

/**
 * Each aftermarket brand's numbering (brand slug -> pattern); the catalog's brands are
 * fictional, so the shapes follow the kinds real suppliers use.
 */
export const AFTERMARKET_PATTERNS: ReadonlyMap<string, string> = new Map([
  ['brandix', 'BX-####^'],
  ['zosch', '0 986 ### ###'],
  ['wakita', 'W###-####'],
  ['hammerline', 'HL#####'],
  ['mitasia', 'MT-^####'],
  ['metaggo', 'MG ####.##'],
  ['voltmark', 'VM ### ### #'],
  ['stellar-drive', 'SD^^####'],
  ['redgate', 'RG####-^'],
  ['nordbrake', 'NB#######'],
  ['kamaro', 'K##-###-^^'],
  ['fastwheels', 'FW###^##'],
  ['turboelectric', 'TE-######'],
  ['duraflex', 'DF####^'],
  ['rivolta', 'R.###.###'],
  ['saberline', 'SL ## ####'],
  ['ostrava-auto', 'OA#####/^'],
  ['tecnomar', 'TM####-##'],
  ['andalux', 'AX-###-###'],
]);
