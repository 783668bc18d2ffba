import { intlLocale } from './languages';

/**
 * The digits of |amount| rounded to `decimals` places, thousands grouped by `separator`, with a
 * decimal point: "1,234.50". Rounded as the decimal the number reads as ("0.015" up to "0.02"),
 * the way Intl rounds, not as its binary value (0.01499…); amounts too small to write without an
 * exponent are zero.
 */
export function groupedDigits(amount: number, decimals: number, separator: string): string {
  const magnitude = Math.abs(amount) < 1e-6 ? 0 : Math.abs(amount);
  const rounded = Math.round(Number(`${magnitude}e${decimals}`)) / 10 ** decimals;
  const [whole = '0', fraction] = rounded.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  // Intl's Russian: a no-break space between thousands, a decimal comma.
  ru: { group: '\u00a0', decimal: ',' },
};

// Intl's default for plain numbers.
const MAX_FRACTION_DIGITS = 3;

// Beyond this the digits are no longer exact, and toFixed turns to exponents.
const LARGEST_WRITTEN = 1e15;

/** Options that change how Intl writes a number; a format naming any is left to Intl. */
const INTL_OPTIONS = [
  'style',
  'currency',
  'unit',
  'notation',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
] as const;

/**
 * A number as Intl.NumberFormat writes it in the storefront's languages, without building Intl's
 * formatter: that costs the first use ~30 ms of main thread on a laptop (~130 ms on a phone),
 * which a category page paid in its first render for "Showing 1–16 of 204 products". i18next's
 * `{{value, number}}` is formatted here; a format with Intl options (`number(minimumFractionDigits:
 * 2)`), a huge number or one that is not finite is still Intl's.
 */
export function formatNumber(
  value: unknown,
  language: string | undefined,
  options: Record<string, unknown> = {},
): string {
  const locale = intlLocale(language);
  const number = typeof value === 'number' ? value : Number(value);
  const intlOptions = INTL_OPTIONS.filter((name) => options[name] !== undefined);
  if (!Number.isFinite(number) || Math.abs(number) >= LARGEST_WRITTEN || intlOptions.length > 0) {
    const chosen = Object.fromEntries(intlOptions.map((name) => [name, options[name]]));
    return new Intl.NumberFormat(locale, chosen).format(number);
  }
  const { group, decimal } = SEPARATORS[locale] ?? SEPARATORS.en!;
  const [whole, fraction = ''] = groupedDigits(number, MAX_FRACTION_DIGITS, group).split('.');
  const shown = fraction.replace(/0+$/, '');
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return `${sign}${whole}${shown ? `${decimal}${shown}` : ''}`;
}
