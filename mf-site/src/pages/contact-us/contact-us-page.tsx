import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { siteLinks } from '@autoparts/shared';
import { ContactForm } from '../../components/contact-form/contact-form';
import { SitePage } from '../../components/site-page/site-page';
import { OpeningHours, StoreDetails } from '../../components/store-info/store-details';
import { StoreMap } from '../../components/store-info/store-map';
import styles from './contact-us-page.module.css';

/** Contact us, version one: the map, then the address beside the form. */
export function ContactUsV1Page() {
  const { t } = useTranslation('site');
  return (
    <SitePage title={t('contact.title')} lead={t('contact.intro')}>
      <StoreMap />
      <div className={`ap-card ${styles.columns}`}>
        <section aria-labelledby="contact-address">
          <h2 id="contact-address" className={styles.heading}>
            {t('contact.details.title')}
          </h2>
          <p className={styles.muted}>{t('contact.details.text')}</p>
          <StoreDetails />
        </section>
        <ContactForm title={t('contact.form.title')} />
      </div>
    </SitePage>
  );
}

const TILE_ICONS = {
  visit:
    'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  call: 'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z',
  write:
    'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
} as const;

/** Contact us, version two: three ways to reach the shop, then the form beside the hours. */
export function ContactUsV2Page() {
  const { t } = useTranslation('site');
  const phone = t('store.phone');
  const tiles = [
    { key: 'visit', value: t('store.address'), href: undefined },
    { key: 'call', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    { key: 'write', value: t('store.email'), href: `mailto:${t('store.email')}` },
  ] as const;
  return (
    <SitePage
      title={t('contact.title')}
      lead={t('contact.intro')}
      canonical={siteLinks.page.getHref('contact-us-v1')}
    >
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key} className={styles.tile}>
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              aria-hidden="true"
              className={styles.tileIcon}
            >
              <path d={TILE_ICONS[tile.key]} fill="currentColor" />
            </svg>
            <h2 className={styles.tileTitle}>{t(`contact.tiles.${tile.key}`)}</h2>
            {tile.href ? (
              <a
                href={tile.href}
                className={styles.tileValue}
                dir={tile.key === 'call' ? 'ltr' : undefined}
              >
                {tile.value}
              </a>
            ) : (
              <p className={styles.tileValue}>{tile.value}</p>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.split}>
        <div className="ap-card">
          <ContactForm title={t('contact.form.titleV2')} />
        </div>
        <aside className={styles.aside}>
          <h2 className={styles.heading}>{t('store.hoursLabel')}</h2>
          <OpeningHours />
          <div className={styles.hint}>
            <p>{t('contact.faqHint')}</p>
            <Link to={siteLinks.page.getHref('faq')} className="ap-button ap-button--secondary">
              {t('contact.faqLink')}
            </Link>
          </div>
        </aside>
      </div>
    </SitePage>
  );
}
