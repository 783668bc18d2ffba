import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/** The common namespace (shared/public), served at /assets/i18n/{lng}.json as the spec says. */
export const COMMON_NAMESPACE = 'translation';
const COMMON_PATH = '/assets/i18n/{{lng}}.json';

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

function loadPath(_languages: string[], namespaces: string[]): string {
  return namespacePaths.get(namespaces[0] ?? COMMON_NAMESPACE) ?? COMMON_PATH;
}

/** Initialises the one i18next instance of the storefront (i18next is a federation singleton). */
export async function initI18n(language: string): Promise<I18n> {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(HttpBackend)
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
      backend: { loadPath },
      react: { useSuspense: true },
    });
  return i18next;
}
