import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from '@autoparts/shared/translation';
import { COMMON_NAMESPACE } from '../i18n';

type Texts = Record<string, unknown>;

// The common namespace is shared's (shared/public, served at /assets/i18n as the spec says).
// Tests read the English file from disk, so every area's tests show the words the storefront
// shows; read rather than imported, so it stays one file beside its translations.
const COMMON_TEXTS_FILE = path.resolve(__dirname, '../../public/assets/i18n/en.json');

let commonEnglish: Texts | undefined;

/** The English common texts. */
export function commonTexts(): Texts {
  commonEnglish ??= JSON.parse(readFileSync(COMMON_TEXTS_FILE, 'utf8')) as Texts;
  return commonEnglish;
}

export interface TestI18nOptions {
  /** The area's namespaces with their English texts, e.g. `{ blog: en }`. */
  namespaces?: Record<string, Texts>;
  /** The common namespace's texts; the English file when absent. */
  common?: Texts;
}

/**
 * An i18next with English texts loaded synchronously (no HTTP backend in tests), shaped like the
 * storefront's: the common namespace is the default, each area names its own.
 */
export function createTestI18n({ namespaces = {}, common }: TestI18nOptions = {}): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { ...namespaces, [COMMON_NAMESPACE]: common ?? commonTexts() } },
    ns: [COMMON_NAMESPACE, ...Object.keys(namespaces)],
    defaultNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}
