import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  blogLinks,
  CURRENCIES,
  LANGUAGES,
  shopLinks,
  siteLinks,
  useCompareStore,
  useCurrencyStore,
  useLanguageStore,
} from '@autoparts/shared';
import { ChoiceDropdown } from '../dropdown/choice-dropdown';
import { LanguageFlag } from '../dropdown/language-flag';
import styles from './top-bar.module.css';

/** Spec §2: the spaceship headers split the top bar into two wings; the classic ones do not. */
export type TopBarLayout = 'spaceship-start' | 'spaceship-end' | 'classic';

type LinkKey = 'aboutUs' | 'contacts' | 'trackOrder' | 'storeLocation' | 'blog';

const LINKS: Record<LinkKey, string> = {
  aboutUs: siteLinks.page.getHref('about-us'),
  contacts: siteLinks.page.getHref('contact-us-v1'),
  trackOrder: shopLinks.trackOrder.getHref(),
  storeLocation: siteLinks.page.getHref('contact-us-v2'),
  blog: blogLinks.list.getHref(),
};

interface Parts {
  phone: boolean;
  links: readonly LinkKey[];
  settings: boolean;
}

const PARTS: Record<TopBarLayout, Parts> = {
  'spaceship-start': { phone: true, links: ['aboutUs', 'contacts', 'trackOrder'], settings: false },
  'spaceship-end': { phone: false, links: ['storeLocation', 'blog'], settings: true },
  classic: {
    phone: true,
    links: ['aboutUs', 'contacts', 'trackOrder', 'storeLocation', 'blog'],
    settings: true,
  },
};

/** Compare counter, currency and language: the end of every top bar. */
const Settings = observer(function Settings() {
  const { t } = useTranslation();
  const compare = useCompareStore();
  const currency = useCurrencyStore();
  const language = useLanguageStore();
  return (
    <>
      <Link to={shopLinks.compare.getHref()} className={styles.item}>
        {t('topBar.compare')}: <span className={styles.count}>{compare.count}</span>
      </Link>
      <ChoiceDropdown
        className={styles.item}
        label={t('topBar.currency')}
        current={
          <>
            {t('topBar.currency')}:{' '}
            <strong>
              {currency.currency.symbol} {currency.currency.code}
            </strong>
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
        className={styles.item}
        label={t('topBar.language')}
        current={
          <>
            {t('topBar.language')}: <strong>{language.language.code.toUpperCase()}</strong>
          </>
        }
        selected={language.language.code}
        choices={LANGUAGES.map((l) => ({
          value: l.code,
          label: (
            <>
              <LanguageFlag code={l.code} />
              {l.name}
            </>
          ),
        }))}
        onSelect={(code) => language.setLanguage(code)}
      />
    </>
  );
});

/** The links, phone, compare counter and currency and language choices of spec §2. */
export function TopBar({ layout = 'classic' }: { layout?: TopBarLayout }) {
  const { t } = useTranslation();
  const parts = PARTS[layout];
  return (
    <div className={`${styles.bar} ${styles[layout] ?? ''}`} data-layout={layout}>
      {parts.phone && (
        <p className={`${styles.item} ${styles.phone}`}>
          {/* Isolated left to right: a right-to-left page would reorder the digits and brackets. */}
          {t('shell.callUs', { phone: `\u2066${t('shell.phone')}\u2069` })}
        </p>
      )}
      {parts.links.length > 0 && (
        <nav className={styles.links} aria-label={t(`topBar.labels.${layout}`)}>
          {parts.links.map((key) => (
            <Link key={key} to={LINKS[key]} className={`${styles.item} ${styles[key] ?? ''}`}>
              {t(`topBar.${key}`)}
            </Link>
          ))}
        </nav>
      )}
      {parts.settings && (
        <div className={styles.settings}>
          <Settings />
        </div>
      )}
    </div>
  );
}
