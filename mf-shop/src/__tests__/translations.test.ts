import en from '../../public/i18n/en.json';
import enRtl from '../../public/i18n/en-RTL.json';
import ru from '../../public/i18n/ru.json';

// Plural forms differ by language (English one/other, Russian one/few/many/other), so keys are
// compared without their plural suffix.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(value: object, prefix = ''): string[] {
  const keys = Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
  return [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();
}

it('every language has exactly the English keys', () => {
  expect(keysOf(ru)).toEqual(keysOf(en));
  expect(keysOf(enRtl)).toEqual(keysOf(en));
});

it('Russian has every plural form it needs', () => {
  const forms = (tree: object, key: string) =>
    Object.keys(tree).filter((k) => k.startsWith(`${key}_`));
  expect(forms(ru.card, 'reviews')).toEqual([
    'reviews_one',
    'reviews_few',
    'reviews_many',
    'reviews_other',
  ]);
});

it('Russian is a translation, not a copy', () => {
  expect(ru.cart.title).not.toEqual(en.cart.title);
  expect(ru.catalog.allProducts).not.toEqual(en.catalog.allProducts);
});
