import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './shop-not-found.module.css';

/** The storefront's 404 look, for shop paths and slugs that lead nowhere (spec §8). */
export function ShopNotFound() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={`ap-container ${styles.page}`}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className="ap-button ap-button--secondary">
        {t('notFound.goHome')}
      </Link>
    </div>
  );
}
