import path from 'node:path';
import { expectTranslationParity } from '@autoparts/shared/testing';
import ru from '../../public/i18n/ru.json';

it('has the English keys in every language, en-RTL as English and Russian translated', () => {
  expectTranslationParity(path.join(__dirname, '../../public/i18n'));
});

it('Russian is a translation with its plural forms', () => {
  expect(ru.form.year).toBe('Год');
  expect(ru.parts).toEqual(
    expect.objectContaining({ count_one: expect.any(String), count_few: expect.any(String) }),
  );
  expect(ru.parts.count_many).toBe('{{count}} товаров');
});
