// What the page needs to know about its texts before any of its code has downloaded: imported by
// the shell's entry (main.js) as well as by the stores, so it uses no library, only the list of
// languages and shared's storage helpers.
import { DEFAULT_LANGUAGE, findLanguage, type Language } from './languages';
import { getBrowserStorage, readStoredString, type StorageLike } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The common namespace (shared/public), served at /assets/i18n/{lng}.json as the spec says. */
export const COMMON_NAMESPACE = 'translation';
export const COMMON_TEXTS_PATH = '/assets/i18n/{{lng}}.json';

/** A namespace's address template (`…/{{lng}}.json`) filled in for one language. */
export function textsAddress(template: string, language: string): string {
  return template.replace('{{lng}}', encodeURIComponent(language));
}

export interface LanguageSources {
  /** `location.search`, read for `?lang=`. */
  search?: string;
  saved?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
}

function fromBrowser(tag: string): Language | undefined {
  return findLanguage(tag) ?? findLanguage(tag.split('-')[0]);
}

export function langParameter(search: string | undefined): string | null {
  try {
    return new URLSearchParams(search ?? '').get('lang');
  } catch {
    return null;
  }
}

/**
 * The language to start in (spec §9): the `lang` query parameter, then the saved choice, then
 * the browser's languages (exact, else the primary subtag: ru-RU is ru), then English. Values
 * that name no supported language are skipped.
 */
export function detectLanguage({ search, saved, browserLanguages = [] }: LanguageSources): string {
  const found =
    findLanguage(langParameter(search)) ??
    findLanguage(saved) ??
    browserLanguages.map(fromBrowser).find((language) => language !== undefined);
  return found?.code ?? DEFAULT_LANGUAGE;
}

/** The common texts asked for before i18next exists (see requestStartupTexts), by language. */
export type StartupTexts = Partial<Record<string, Promise<Response>>>;

interface StartupPage {
  location: { search: string };
  navigator: { languages?: readonly string[] };
  fetch: typeof fetch;
}

/**
 * Starts the requests for the common texts of the language the page will open in (and of English,
 * its fallback), while the bundles still download: i18next only asks once React, its stores and
 * i18next itself have run, which on a phone is a round trip the first render would wait for.
 */
export function requestStartupTexts(
  page: StartupPage,
  storage: StorageLike = getBrowserStorage(),
): StartupTexts {
  const language = detectLanguage({
    search: page.location.search,
    saved: readStoredString(storage, STORAGE_KEYS.language),
    browserLanguages: page.navigator.languages ?? [],
  });
  const responses: StartupTexts = {};
  for (const code of new Set([language, DEFAULT_LANGUAGE])) {
    const response = page.fetch(textsAddress(COMMON_TEXTS_PATH, code));
    // Read (or its failure handled) by i18next's backend; not an unhandled rejection before that.
    response.catch(() => undefined);
    responses[code] = response;
  }
  return responses;
}
