import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { formStyles } from '@autoparts/shared/forms';
import { accountLinks, notFoundMeta, usePageMeta } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';

/** A path of the area without a page: the area says so instead of showing nothing. */
export function AccountNotFound() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(notFoundMeta(t('notFound.title'), t('seo.notFound')));
  return (
    <AreaPage title={t('notFound.title')}>
      <NotFoundText />
    </AreaPage>
  );
}

/**
 * The same inside the account's own layout, for what a signed-in page could not find (an address
 * or an order that is not the customer's, or not there).
 */
export function AccountItemNotFound() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <section className="ap-card" aria-labelledby="account-not-found">
      <h2 id="account-not-found">{t('notFound.title')}</h2>
      <NotFoundText />
    </section>
  );
}

function NotFoundText() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <>
      <p>{t('notFound.text')}</p>
      <div className={formStyles.actions}>
        <Link to={accountLinks.dashboard.getHref()} className="ap-button">
          {t('notFound.dashboard')}
        </Link>
        <Link to="/" className="ap-button ap-button--secondary">
          {t('notFound.home')}
        </Link>
      </div>
    </>
  );
}
