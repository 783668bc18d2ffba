import type { FormEvent } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { STATUS_PATH } from '../../pages/status/status-path';
import { ACCOUNT_LINKS, INFORMATION_LINKS, SOCIAL_LINKS, type FooterLink } from './footer-links';
import styles from './footer.module.css';

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.column}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation();
  // Spec §1: the newsletter submit does nothing — and must not reload the page either.
  const ignoreSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <footer className={styles.footer}>
      <div className={`ap-container ${styles.grid}`}>
        <section className={styles.column}>
          <h2 className={styles.title}>{t('footer.contactUs')}</h2>
          <dl className={styles.contacts}>
            <dt>{t('footer.phoneLabel')}</dt>
            <dd>
              <a href={`tel:${t('shell.phone').replace(/[^\d+]/g, '')}`}>
                {/* Digits and brackets would be reordered in a right-to-left page. */}
                <span dir="ltr">{t('shell.phone')}</span>
              </a>
            </dd>
            <dt>{t('footer.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${t('footer.email')}`}>{t('footer.email')}</a>
            </dd>
            <dt>{t('footer.locationLabel')}</dt>
            <dd>{t('footer.location')}</dd>
            <dt>{t('footer.hoursLabel')}</dt>
            <dd>{t('footer.hours')}</dd>
          </dl>
        </section>
        <LinkColumn title={t('footer.information')} links={INFORMATION_LINKS} />
        <LinkColumn title={t('footer.myAccount')} links={ACCOUNT_LINKS} />
        <section className={styles.column}>
          <h2 className={styles.title}>{t('footer.newsletter')}</h2>
          <p className={styles.text}>{t('footer.newsletterText')}</p>
          <form className={styles.newsletter} onSubmit={ignoreSubmit}>
            <label className="ap-visually-hidden" htmlFor="footer-newsletter">
              {t('footer.newsletterLabel')}
            </label>
            <input
              id="footer-newsletter"
              type="email"
              className={styles.newsletterInput}
              placeholder={t('footer.newsletterPlaceholder')}
            />
            <button type="submit" className="ap-button">
              {t('footer.subscribe')}
            </button>
          </form>
          <p className={styles.text}>{t('footer.followUs')}</p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.key}>
                <a
                  href={social.href}
                  aria-label={t(`social.${social.key}`)}
                  style={{ background: social.color }}
                  rel="noopener noreferrer"
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d={social.path} fill="#fff" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`ap-container ${styles.bottomRow}`}>
          <span>{t('footer.copyright')}</span>
          <Link to={STATUS_PATH} className={styles.statusLink}>
            {t('status.footerLink')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
