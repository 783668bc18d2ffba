import en from '../../public/i18n/en.json';
import enRtl from '../../public/i18n/en-RTL.json';
import ru from '../../public/i18n/ru.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text's key, plural forms folded into one (Russian has more forms than English). */
function keysOf(value: object, prefix = ''): string[] {
  const keys = Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? keysOf(child, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL, '')}`],
  );
  return [...new Set(keys)].sort();
}

it('every language has the English keys', () => {
  expect(keysOf(ru)).toEqual(keysOf(en));
  expect(keysOf(enRtl)).toEqual(keysOf(en));
});

it('Russian is a translation with its plural forms', () => {
  expect(ru.form.year).toBe('Год');
  expect(ru.parts).toEqual(
    expect.objectContaining({ count_one: expect.any(String), count_few: expect.any(String) }),
  );
  expect(ru.parts.count_many).toBe('{{count}} товаров');
});
