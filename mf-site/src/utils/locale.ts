import { findLanguage } from '@autoparts/shared';

/** The locale Intl formats in: 'en-RTL' is English text laid out right to left. */
export function localeOf(language: string | undefined): string {
  return findLanguage(language)?.code === 'ru' ? 'ru' : 'en';
}
