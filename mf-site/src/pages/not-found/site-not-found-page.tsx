import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, NotFound } from '@autoparts/shared';

/** The spec's 404 page: /site/not-found, and any address under /site that is no page. */
export function SiteNotFoundPage() {
  const { t } = useTranslation('site');
  return (
    <>
      <title>{`${t('notFound.title', { ns: COMMON_NAMESPACE })} — ${t('meta.siteName')}`}</title>
      <NotFound />
    </>
  );
}
