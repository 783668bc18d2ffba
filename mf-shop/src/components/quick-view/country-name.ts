/** The shop's `t`, as far as the name needs it. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A country's name in the visitor's language ('US' -> 'United States'); the code if unknown.
 * The countries of the catalogue's brands are named by the shop's texts (`countries.DE`): building
 * Intl.DisplayNames cost a product page's first render ~28 ms (~110 ms on a phone). Intl names any
 * other code, as it names every ISO 3166 region.
 */
export function countryName(code: string, t: Translate, language: string): string {
  const named = t(`countries.${code}`, { defaultValue: '' });
  if (named) return named;
  // 'en-RTL' is the shop's right-to-left English: Intl knows it as plain English.
  const locale = language.split('-')[0] || 'en';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
