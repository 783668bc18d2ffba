import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@autoparts/shared/translation';
import { FetchBackend } from './fetch-backend';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { formatNumber } from './number-format';
import {
  COMMON_NAMESPACE,
  COMMON_TEXTS_PATH,
  textsAddress,
  type StartupTexts,
} from './startup-texts';

export { COMMON_NAMESPACE };

// Each area ships its own namespace file beside its own bundle, so a team can change its texts
// without redeploying the shell. The area registers where that file lives before it renders.
const namespacePaths = new Map<string, string>();

export function registerTranslations(namespace: string, pathTemplate: string): void {
  namespacePaths.set(namespace, pathTemplate);
  // Asked for while the area's code is still being evaluated, not when its first component
  // renders and suspends on it: on a phone that render comes a good half second later.
  if (i18next.isInitialized) {
    void i18next.loadNamespaces(namespace);
    return;
  }
  const loadOnInit = () => {
    i18next.off('initialized', loadOnInit);
    void i18next.loadNamespaces(namespace);
  };
  i18next.on('initialized', loadOnInit);
}

function addressOf(language: string, namespace: string): string {
  return textsAddress(namespacePaths.get(namespace) ?? COMMON_TEXTS_PATH, language);
}

/**
 * Initialises the one i18next instance of the storefront (i18next is a federation singleton).
 * `startupTexts`: the common texts the shell's entry already asked for, by language.
 */
export async function initI18n(language: string, startupTexts?: StartupTexts): Promise<I18n> {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(new FetchBackend())
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      // 'en-RTL' is a language of its own here, not English of a region called RTL.
      load: 'currentOnly',
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      backend: { addressOf, startupTexts },
      react: { useSuspense: true },
    });
  // `{{count, number}}` without Intl's formatter (see number-format.ts); Intl also refused the
  // language code 'en-RTL', so those texts showed the bare number with a warning.
  i18next.services.formatter?.add('number', (value, lng, options) =>
    formatNumber(value, lng ?? language, options),
  );
  return i18next;
}
