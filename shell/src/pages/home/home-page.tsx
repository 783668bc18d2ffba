import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './home-page.module.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className="ap-container">
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.actions}>
          <Link to="/shop" className="ap-button">
            {t('home.shopNow')}
          </Link>
          <Link to="/vehicle" className="ap-button ap-button--secondary">
            {t('home.findByVehicle')}
          </Link>
        </div>
      </div>
    </section>
  );
}
