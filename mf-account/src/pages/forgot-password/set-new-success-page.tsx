import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { formStyles } from '@autoparts/shared/forms';
import { accountLinks, usePageMeta } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';
import styles from './forgot-password.module.css';

/** /forgot-password/set-new-success: the password was changed. */
export function SetNewSuccessPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('setNewSuccess.title'),
    description: t('seo.setNewSuccess'),
    noindex: true,
  });
  return (
    <AreaPage title={t('setNewSuccess.title')}>
      <section className={`ap-card ${styles.card}`}>
        <p role="status" className={formStyles.notice}>
          {t('setNewSuccess.text')}
        </p>
        <Link to={accountLinks.login.getHref()} className="ap-button">
          {t('setNewSuccess.login')}
        </Link>
      </section>
    </AreaPage>
  );
}
