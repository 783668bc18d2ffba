import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@autoparts/shared/forms';
import { PATHS } from '../../auth/paths';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../layout/area-page';

/** Any path of the area without a page (yet): the area says so instead of showing nothing. */
export function AccountNotFound() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AreaPage title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <div className={formStyles.actions}>
        <Link to={PATHS.dashboard} className="ap-button">
          {t('notFound.dashboard')}
        </Link>
        <Link to="/" className="ap-button ap-button--secondary">
          {t('notFound.home')}
        </Link>
      </div>
    </AreaPage>
  );
}
