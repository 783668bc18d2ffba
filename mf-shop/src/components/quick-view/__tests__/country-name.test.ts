import { createInstance } from 'i18next';
import { countryName } from '../country-name';
import en from '../../../../public/i18n/en.json';
import ru from '../../../../public/i18n/ru.json';

function shopT(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { shop: en }, ru: { shop: ru } },
    initAsync: false,
    defaultNS: 'shop',
  });
  return i18n.t.bind(i18n) as Parameters<typeof countryName>[1];
}

afterEach(() => jest.restoreAllMocks());

it.each(['en', 'ru'])(
  "names every brand country of the shop's texts in %s as Intl would, without asking Intl",
  (language) => {
    const intl = new Intl.DisplayNames([language], { type: 'region' });
    const displayNames = jest.spyOn(Intl, 'DisplayNames');
    const t = shopT(language);
    for (const code of Object.keys(en.countries)) {
      expect(countryName(code, t, language)).toBe(intl.of(code));
    }
    expect(displayNames).not.toHaveBeenCalled();
  },
);

it('asks Intl for a country the texts do not name, and gives the code when Intl cannot', () => {
  const t = shopT('ru');
  expect(countryName('NO', t, 'ru')).toBe('Норвегия');
  expect(countryName('NO', shopT('en'), 'en-RTL')).toBe('Norway');
  expect(countryName('??', t, 'ru')).toBe('??');
});
