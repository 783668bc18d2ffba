import { intlLocale } from '@autoparts/shared';
import { useTranslation } from '@autoparts/shared/translation';
import { SitePage } from '../../components/site-page/site-page';
import { useTextList } from '../../lib/use-text-list';
import styles from './terms-page.module.css';

interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

const LAST_UPDATED = '2025-09-01';

export function TermsPage() {
  const { t, i18n } = useTranslation('site');
  const sections = useTextList<TermsSection>('terms.sections');
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LAST_UPDATED}T00:00:00Z`));
  return (
    <SitePage title={t('terms.title')} lead={t('terms.intro')}>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="terms-toc">
          <h2 id="terms-toc">{t('terms.toc')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={`ap-card ${styles.document}`}>
          <p className={styles.updated}>
            {t('terms.updated')} <time dateTime={LAST_UPDATED}>{updated}</time>
          </p>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {(Array.isArray(section.paragraphs) ? section.paragraphs : []).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </SitePage>
  );
}
