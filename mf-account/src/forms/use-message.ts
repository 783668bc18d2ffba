import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../i18n-namespace';

const NAMESPACES = [ACCOUNT_NAMESPACE, COMMON_NAMESPACE];

/**
 * Turns a validation message or a server's error title into text: an i18n key of the area or of
 * the common namespace (ERROR_FORM_REQUIRED, AUTH_WEAK_PASSWORD, ERROR_API_NETWORK) is
 * translated, anything else (a server title written for people) is shown as it is.
 */
export function useMessage(): (message: string) => string {
  const { t, i18n } = useTranslation(NAMESPACES);
  return useCallback(
    (message: string) =>
      i18n.exists(message, { ns: NAMESPACES }) ? t(message, { ns: NAMESPACES }) : message,
    [t, i18n],
  );
}
