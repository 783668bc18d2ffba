import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '..';

/** An i18next instance with two namespaces in English and one text in Russian. */
export async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru'],
    ns: ['common', 'shop'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        common: {
          greeting: 'Hello {{name}}',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
        },
        shop: {
          card: {
            quickView: 'Quick view',
            reviews_one: '{{count}} review',
            reviews_other: '{{count}} reviews',
          },
        },
      },
      ru: { shop: { card: { quickView: 'Быстрый просмотр' } } },
    },
  });
  return i18n;
}
