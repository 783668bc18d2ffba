import { initI18n } from '../i18n';
import { formatNumber } from '../number-format';

const VALUES = [
  0, -0, 1, 4.5, 4.25, 3.14159, 2.0005, 0.0005, 0.015, 999, 1000, 1234, 12345, 204, 99999.9999,
  1234567.891, -1234.5, -0.0001, 987654321012,
];

describe.each(['en', 'ru'])('in %s', (language) => {
  const intl = new Intl.NumberFormat(language);

  it.each(VALUES)('writes %p as Intl.NumberFormat does', (value) => {
    expect(formatNumber(value, language)).toBe(intl.format(value));
  });

  it('writes a number given as text, and leaves what is not a number to Intl', () => {
    expect(formatNumber('1234.5', language)).toBe(intl.format(1234.5));
    expect(formatNumber(Number.NaN, language)).toBe(intl.format(Number.NaN));
    expect(formatNumber(Infinity, language)).toBe(intl.format(Infinity));
    expect(formatNumber(1e21, language)).toBe(intl.format(1e21));
  });
});

it("writes English digits for 'en-RTL', a code Intl refuses", () => {
  expect(() => new Intl.NumberFormat('en-RTL')).toThrow(RangeError);
  expect(formatNumber(1234.5, 'en-RTL')).toBe('1,234.5');
});

it("leaves a format with Intl's options to Intl, with those options only", () => {
  const options = { minimumFractionDigits: 2, count: 3, interpolationkey: 'total' };
  expect(formatNumber(4.5, 'en', options)).toBe('4.50');
  expect(formatNumber(4.5, 'ru', { style: 'percent' })).toBe(
    new Intl.NumberFormat('ru', { style: 'percent' }).format(4.5),
  );
});

it("is the storefront i18next's number format", async () => {
  const texts = { showing: 'Showing {{total, number}} products' };
  const answer = () => Promise.resolve(new Response(JSON.stringify(texts)));
  // English too: the fallback language, which would otherwise be fetched.
  const startupTexts = { 'en-RTL': answer(), en: answer() };
  const i18n = await initI18n('en-RTL', startupTexts);
  expect(i18n.t('showing', { total: 12345 })).toBe('Showing 12,345 products');
});
