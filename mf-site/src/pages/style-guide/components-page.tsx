import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { COMMON_NAMESPACE, siteLinks } from '@autoparts/shared';
import { SitePage } from '../../components/site-page/site-page';
import { useTextList } from '../../lib/use-text-list';
import { Specimen } from './specimen';
import styles from './style-guide.module.css';

const COLOR_TOKENS = [
  'dark',
  'accent',
  'rating',
  'panel',
  'border',
  'text',
  'muted',
  'success',
  'failure',
  'warning',
] as const;

const STOCK = ['in-stock', 'out-of-stock', 'on-backorder'] as const;
const PRODUCT_BADGES = ['sale', 'new', 'hot'] as const;
const ALERTS = ['success', 'warning', 'failure'] as const;
const SAMPLE_RATING = 4;

/** The style guide's components: what the shared tokens and utility classes give every area. */
export function ComponentsPage() {
  const { t } = useTranslation('site');
  const makes = useTextList<{ name: string }>('styleGuide.forms.makes');
  return (
    <SitePage title={t('styleGuide.components.title')} lead={t('styleGuide.components.intro')}>
      <Specimen title={t('styleGuide.colors.title')} note={t('styleGuide.colors.note')}>
        <ul className={styles.swatches}>
          {COLOR_TOKENS.map((token) => (
            <li key={token}>
              <span className={styles.swatch} style={{ background: `var(--ap-color-${token})` }} />
              <strong>{t(`styleGuide.colors.names.${token}`)}</strong>
              <code>--ap-color-{token}</code>
            </li>
          ))}
        </ul>
      </Specimen>

      <Specimen title={t('styleGuide.buttons.title')} note={t('styleGuide.buttons.note')}>
        <div className={styles.row}>
          <button type="button" className="ap-button">
            {t('styleGuide.buttons.primary')}
          </button>
          <button type="button" className="ap-button ap-button--secondary">
            {t('styleGuide.buttons.secondary')}
          </button>
          <button type="button" className="ap-button" disabled>
            {t('styleGuide.buttons.disabled')}
          </button>
          <Link
            to={siteLinks.page.getHref('typography')}
            className="ap-button ap-button--secondary"
          >
            {t('styleGuide.buttons.link')}
          </Link>
        </div>
      </Specimen>

      <Specimen title={t('styleGuide.forms.title')} note={t('styleGuide.forms.note')}>
        <form className={styles.formGrid} onSubmit={(event) => event.preventDefault()}>
          <label className={styles.control}>
            <span>{t('styleGuide.forms.email')}</span>
            <input
              className="ap-input"
              type="email"
              placeholder={t('styleGuide.forms.emailPlaceholder')}
            />
          </label>
          <label className={styles.control}>
            <span>{t('styleGuide.forms.invalid')}</span>
            <input
              className="ap-input"
              aria-invalid="true"
              aria-describedby="sg-invalid"
              defaultValue=""
            />
            <span id="sg-invalid" className="ap-field-error">
              {t('ERROR_FORM_REQUIRED', { ns: COMMON_NAMESPACE })}
            </span>
          </label>
          <label className={styles.control}>
            <span>{t('styleGuide.forms.select')}</span>
            <select className="ap-input" defaultValue="">
              <option value="">{t('styleGuide.forms.selectPlaceholder')}</option>
              {makes.map((make) => (
                <option key={make.name}>{make.name}</option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            <span>{t('styleGuide.forms.textarea')}</span>
            <textarea
              className="ap-input"
              rows={3}
              placeholder={t('styleGuide.forms.textareaPlaceholder')}
            />
          </label>
          <fieldset className={styles.choices}>
            <legend>{t('styleGuide.forms.delivery')}</legend>
            <label>
              <input type="radio" name="sg-delivery" defaultChecked />{' '}
              {t('styleGuide.forms.standard')}
            </label>
            <label>
              <input type="radio" name="sg-delivery" /> {t('styleGuide.forms.express')}
            </label>
            <label>
              <input type="checkbox" defaultChecked /> {t('styleGuide.forms.newsletter')}
            </label>
          </fieldset>
        </form>
      </Specimen>

      <Specimen title={t('styleGuide.badges.title')} note={t('styleGuide.badges.note')}>
        <div className={styles.row}>
          {STOCK.map((stock) => (
            <span key={stock} className={`${styles.pill} ${styles[stock]}`}>
              {t(`styleGuide.badges.stock.${stock}`)}
            </span>
          ))}
        </div>
        <div className={styles.row}>
          {PRODUCT_BADGES.map((badge) => (
            <span key={badge} className={`${styles.badge} ${styles[badge]}`}>
              {t(`styleGuide.badges.product.${badge}`)}
            </span>
          ))}
        </div>
      </Specimen>

      <Specimen title={t('styleGuide.rating.title')}>
        <div
          className={styles.rating}
          role="img"
          aria-label={t('styleGuide.rating.label', { rating: SAMPLE_RATING })}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <svg key={star} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.4L12 17.8 5.4 21.8l1.8-7.4L1.5 9.5 9 8.9z"
                className={star <= SAMPLE_RATING ? styles.starOn : styles.starOff}
              />
            </svg>
          ))}
          <span className={styles.ratingText}>{t('styleGuide.rating.reviews', { count: 12 })}</span>
        </div>
      </Specimen>

      <Specimen title={t('styleGuide.alerts.title')}>
        {ALERTS.map((alert) => (
          <p key={alert} className={`${styles.alert} ${styles[`alert-${alert}`]}`}>
            {t(`styleGuide.alerts.${alert}`)}
          </p>
        ))}
      </Specimen>

      <Specimen title={t('styleGuide.card.title')} note={t('styleGuide.card.note')}>
        <div className={`ap-card ${styles.sampleCard}`}>
          <h3>{t('styleGuide.card.heading')}</h3>
          <p>{t('styleGuide.card.text')}</p>
          <button type="button" className="ap-button">
            {t('styleGuide.card.action')}
          </button>
        </div>
      </Specimen>
    </SitePage>
  );
}
