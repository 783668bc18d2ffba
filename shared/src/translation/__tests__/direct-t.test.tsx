import type { TFunction } from 'i18next';
import { directT } from '..';
import { instance } from './instance';

describe('directT', () => {
  it('answers every way the storefront calls t exactly as i18next’s fixed t does', async () => {
    const i18n = await instance();
    const calls: [string, unknown?][] = [
      ['card.quickView'],
      ['card.reviews', { count: 1 }],
      ['card.reviews', { count: 7 }],
      ['common:greeting', { name: 'Ann' }],
      ['greeting', { ns: 'common', name: 'Bob' }],
      ['card.quickView', { lng: 'ru' }],
      ['card.missing', { defaultValue: 'Fallback {{n}}', n: 3 }],
      ['card.missing', 'A default as a string'],
      ['card.missing'],
      ['card', { returnObjects: true }],
    ];
    for (const ns of ['shop', 'common']) {
      const fixed = i18n.getFixedT('en', ns);
      const fast = directT(fixed, i18n);
      expect(fast).not.toBe(fixed);
      for (const [key, options] of calls) {
        const call = (t: TFunction) =>
          (t as unknown as (k: string, o?: unknown) => unknown)(key, options);
        expect(call(fast)).toEqual(call(fixed));
      }
    }
  });

  it('looks a key given alone up once, until texts are added or the language changes', async () => {
    const i18n = await instance();
    const lookups = jest.spyOn(i18n, 't');
    const t = directT(i18n.getFixedT('en', 'shop'), i18n);
    expect(t('card.quickView')).toBe('Quick view');
    expect(t('card.quickView')).toBe('Quick view');
    expect(lookups).toHaveBeenCalledTimes(1);
    // With values, a count or options, every call is a lookup.
    expect(t('card.reviews', { count: 2 })).toBe('2 reviews');
    expect(t('card.reviews', { count: 2 })).toBe('2 reviews');
    expect(lookups).toHaveBeenCalledTimes(3);

    i18n.addResource('en', 'shop', 'card.quickView', 'Peek');
    expect(t('card.quickView')).toBe('Peek');
    expect(lookups).toHaveBeenCalledTimes(4);
    await i18n.changeLanguage('ru');
    expect(t('card.quickView')).toBe('Peek');
    expect(lookups).toHaveBeenCalledTimes(5);

    // Another namespace or language is another text.
    expect(directT(i18n.getFixedT('en', 'common'), i18n)('card.quickView')).toBe('card.quickView');
    expect(directT(i18n.getFixedT('ru', 'shop'), i18n)('card.quickView')).toBe('Быстрый просмотр');
  });

  it('leaves a t with a key prefix or several languages as it is', async () => {
    const i18n = await instance();
    const prefixed = i18n.getFixedT('en', 'shop', 'card');
    expect(directT(prefixed, i18n)).toBe(prefixed);
    const languages = i18n.getFixedT(['ru', 'en'], 'shop');
    expect(directT(languages, i18n)).toBe(languages);
  });
});
