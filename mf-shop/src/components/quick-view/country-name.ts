/** A country's name in the visitor's language ('US' -> 'United States'); the code if unknown. */
export function countryName(code: string, language: string): string {
  // 'en-RTL' is the shop's right-to-left English: Intl knows it as plain English.
  const locale = language.split('-')[0] || 'en';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
