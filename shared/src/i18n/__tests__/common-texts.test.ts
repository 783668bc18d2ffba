import en from '../../../public/assets/i18n/en.json';
import ru from '../../../public/assets/i18n/ru.json';
import enRtl from '../../../public/assets/i18n/en-RTL.json';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

it('every language has exactly the English keys', () => {
  const english = keysOf(en).sort();
  expect(keysOf(ru).sort()).toEqual(english);
  expect(keysOf(enRtl).sort()).toEqual(english);
});

it('Russian is a translation, not a copy', () => {
  expect(ru.notFound.title).not.toEqual(en.notFound.title);
  expect(ru.area.retry).toBe('Повторить');
});
