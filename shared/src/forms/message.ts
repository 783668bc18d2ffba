import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { COMMON_NAMESPACE } from '@autoparts/shared';

/** The area namespace a form's messages are looked up in before the common one. */
export const FormNamespaceContext = createContext<string | null>(null);

/**
 * Turns a validation message or a server's error title into text: an i18n key of the form's area
 * or of the common namespace (ERROR_FORM_REQUIRED, AUTH_WEAK_PASSWORD, form.email) is translated,
 * anything else (a server title written for people) is shown as it is.
 */
export function useMessage(): (message: string) => string {
  const area = useContext(FormNamespaceContext);
  const namespaces = area ? [area, COMMON_NAMESPACE] : [COMMON_NAMESPACE];
  const { t, i18n } = useTranslation(namespaces);
  const key = namespaces.join('|');
  return useCallback(
    (message: string) => {
      const ns = key.split('|');
      return i18n.exists(message, { ns }) ? t(message, { ns }) : message;
    },
    [t, i18n, key],
  );
}
