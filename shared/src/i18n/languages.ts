export interface Language {
  code: string;
  name: string;
  /** An icon of the language's flag, drawn inline so no request is made for it. */
  flag: string;
  direction: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', flag: '🇬🇧', direction: 'ltr' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺', direction: 'ltr' },
  { code: 'en-RTL', name: 'RTL', flag: '🇬🇧', direction: 'rtl' },
];

export const DEFAULT_LANGUAGE = 'en';

export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const wanted = code.toLowerCase();
  return LANGUAGES.find((language) => language.code.toLowerCase() === wanted);
}

/** The locale Intl formats in (dates, country names): 'en-RTL' is English laid out right to left. */
export function intlLocale(language: string | null | undefined): string {
  return findLanguage(language)?.code === 'ru' ? 'ru' : 'en';
}
