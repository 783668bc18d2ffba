import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the shop in the visitor's language (index.html can only say it in English). */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const title = t('home.title');
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
