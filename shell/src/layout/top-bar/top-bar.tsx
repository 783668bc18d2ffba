import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  LANGUAGES,
  useCompareStore,
  useCurrencyStore,
  useLanguageStore,
} from '@autoparts/shared';
import { ChoiceDropdown } from '../dropdown/choice-dropdown';
import styles from './top-bar.module.css';

const LINKS = [
  { key: 'aboutUs', to: '/site/about-us' },
  { key: 'contacts', to: '/site/contact-us-v1' },
  { key: 'trackOrder', to: '/shop/track-order' },
  { key: 'storeLocation', to: '/site/contact-us-v2' },
  { key: 'blog', to: '/blog' },
] as const;

export const TopBar = observer(function TopBar() {
  const { t } = useTranslation();
  const compare = useCompareStore();
  const currency = useCurrencyStore();
  const language = useLanguageStore();
  return (
    <div className={styles.bar}>
      <div className={`ap-container ${styles.inner}`}>
        <p className={styles.phone}>{t('shell.callUs', { phone: t('shell.phone') })}</p>
        <nav className={styles.links} aria-label={t('topBar.aboutUs')}>
          {LINKS.map((link) => (
            <Link key={link.key} to={link.to}>
              {t(`topBar.${link.key}`)}
            </Link>
          ))}
        </nav>
        <div className={styles.end}>
          <Link to="/shop/compare" className={styles.compare}>
            {t('topBar.compare')}: <span className={styles.count}>{compare.count}</span>
          </Link>
          <ChoiceDropdown
            label={t('topBar.currency')}
            current={
              <>
                {t('topBar.currency')}: <strong>{currency.currency.code}</strong>
              </>
            }
            selected={currency.currency.code}
            choices={CURRENCIES.map((c) => ({
              value: c.code,
              label: `${c.symbol} ${t(`currencies.${c.code}`)}`,
            }))}
            onSelect={(code) => currency.setCurrency(code)}
          />
          <ChoiceDropdown
            label={t('topBar.language')}
            current={
              <>
                {t('topBar.language')}: <strong>{language.language.code.toUpperCase()}</strong>
              </>
            }
            selected={language.language.code}
            choices={LANGUAGES.map((l) => ({ value: l.code, label: `${l.flag} ${l.name}` }))}
            onSelect={(code) => language.setLanguage(code)}
          />
        </div>
      </div>
    </div>
  );
});
