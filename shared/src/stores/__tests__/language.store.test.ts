import { createMemoryStorage } from '../../storage';
import { detectLanguage } from '../../i18n/startup-texts';
import { LanguageStore } from '../language.store';
import { storageWith, throwingStorage } from './fixtures';

describe('detectLanguage', () => {
  it('takes the lang query parameter first', () => {
    expect(
      detectLanguage({ search: '?page=2&lang=ru', saved: 'en-RTL', browserLanguages: ['en'] }),
    ).toBe('ru');
  });

  it('takes the saved choice next', () => {
    expect(detectLanguage({ search: '', saved: 'en-RTL', browserLanguages: ['ru'] })).toBe(
      'en-RTL',
    );
  });

  it('then the first supported browser language, exact or by primary subtag', () => {
    expect(detectLanguage({ browserLanguages: ['de-DE', 'ru-RU', 'en'] })).toBe('ru');
    expect(detectLanguage({ browserLanguages: ['en-GB'] })).toBe('en');
    expect(detectLanguage({ browserLanguages: ['EN-rtl'] })).toBe('en-RTL');
  });

  it('defaults to English', () => {
    expect(detectLanguage({})).toBe('en');
    expect(detectLanguage({ browserLanguages: ['de', 'fr-FR'] })).toBe('en');
  });

  it('skips unknown values at every step', () => {
    expect(
      detectLanguage({ search: '?lang=xx', saved: '<script>', browserLanguages: ['zz', 'ru'] }),
    ).toBe('ru');
    expect(detectLanguage({ search: '?lang=', saved: 'de' })).toBe('en');
  });

  it('answers the canonical code whatever the case', () => {
    expect(detectLanguage({ search: '?lang=EN-rtl' })).toBe('en-RTL');
  });
});

describe('LanguageStore', () => {
  function freshDocument() {
    return document.implementation.createHTMLDocument('test');
  }

  it('starts in the detected language and sets lang and dir on <html>', () => {
    const page = freshDocument();
    const store = new LanguageStore({
      storage: createMemoryStorage(),
      document: page,
      browserLanguages: ['ru-RU'],
    });
    expect(store.code).toBe('ru');
    expect(store.direction).toBe('ltr');
    expect(page.documentElement.lang).toBe('ru');
    expect(page.documentElement.dir).toBe('ltr');
  });

  it('keeps a language chosen by a link, not one guessed from the browser', () => {
    const linked = createMemoryStorage();
    new LanguageStore({ storage: linked, location: { search: '?lang=en-RTL' } });
    expect(linked.getItem('language')).toBe('en-RTL');

    const guessed = createMemoryStorage();
    new LanguageStore({ storage: guessed, browserLanguages: ['ru'] });
    expect(guessed.getItem('language')).toBeNull();
  });

  it('switches: saves, turns the page right-to-left and tells the runtime', () => {
    const page = freshDocument();
    const storage = createMemoryStorage();
    const onChange = jest.fn();
    const store = new LanguageStore({ storage, document: page, onChange });
    store.setLanguage('en-RTL');
    expect(store.language.code).toBe('en-RTL');
    expect(store.direction).toBe('rtl');
    expect(storage.getItem('language')).toBe('en-RTL');
    expect(page.documentElement.dir).toBe('rtl');
    expect(page.documentElement.lang).toBe('en-RTL');
    expect(onChange).toHaveBeenCalledWith('en-RTL');

    store.setLanguage('en');
    expect(page.documentElement.dir).toBe('ltr');
  });

  it('ignores an unknown language', () => {
    const onChange = jest.fn();
    const store = new LanguageStore({ storage: storageWith({ language: 'ru' }), onChange });
    store.setLanguage('klingon');
    expect(store.code).toBe('ru');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(['{"code":"ru"}', 'xx', ''])('starts in English for the saved value %p', (saved) => {
    expect(new LanguageStore({ storage: storageWith({ language: saved }) }).code).toBe('en');
  });

  it('starts in English and still switches when the storage throws', () => {
    const store = new LanguageStore({ storage: throwingStorage });
    expect(store.code).toBe('en');
    store.setLanguage('ru');
    expect(store.code).toBe('ru');
  });
});
