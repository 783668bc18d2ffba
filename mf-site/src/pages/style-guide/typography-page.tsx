import { useTranslation } from '@autoparts/shared/translation';
import { SitePage } from '../../components/site-page/site-page';
import { useTextList } from '../../lib/use-text-list';
import { Specimen } from './specimen';
import styles from './style-guide.module.css';

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

interface PartRow {
  part: string;
  number: string;
  price: string;
}

/** The style guide's type: the heading scale, running text, lists, quotes, code and tables. */
export function TypographyPage() {
  const { t } = useTranslation('site');
  const bullets = useTextList<{ text: string }>('styleGuide.typography.bullets');
  const steps = useTextList<{ text: string }>('styleGuide.typography.steps');
  const rows = useTextList<PartRow>('styleGuide.typography.table.rows');
  return (
    <SitePage title={t('styleGuide.typography.title')} lead={t('styleGuide.typography.intro')}>
      <Specimen
        title={t('styleGuide.typography.headings')}
        note={t('styleGuide.typography.headingsNote')}
      >
        {/* Drawn at each level's size, not as real headings: the page keeps one outline. */}
        {HEADING_LEVELS.map((level) => (
          <p key={level} className={`${styles.headingSample} ${styles[`h${level}`]}`}>
            <span className={styles.tag}>h{level}</span>
            {t('styleGuide.typography.headingText', { level })}
          </p>
        ))}
      </Specimen>

      <Specimen title={t('styleGuide.typography.text')}>
        <div className={styles.prose}>
          <p className={styles.lead}>{t('styleGuide.typography.lead')}</p>
          <p>{t('styleGuide.typography.paragraph')}</p>
          <p>
            <strong>{t('styleGuide.typography.strong')}</strong>,{' '}
            <em>{t('styleGuide.typography.emphasis')}</em>,{' '}
            <mark>{t('styleGuide.typography.marked')}</mark>,{' '}
            <a href="#top">{t('styleGuide.typography.link')}</a>,{' '}
            <s>{t('styleGuide.typography.struck')}</s>,{' '}
            <small>{t('styleGuide.typography.small')}</small>.
          </p>
          <p>
            {t('styleGuide.typography.codeIntro')} <code>5W-30</code>, <kbd>Ctrl</kbd> +{' '}
            <kbd>K</kbd>.
          </p>
        </div>
      </Specimen>

      <Specimen title={t('styleGuide.typography.lists')}>
        <div className={`${styles.prose} ${styles.columns}`}>
          <ul>
            {bullets.map((item) => (
              <li key={item.text}>{item.text}</li>
            ))}
          </ul>
          <ol>
            {steps.map((item) => (
              <li key={item.text}>{item.text}</li>
            ))}
          </ol>
        </div>
      </Specimen>

      <Specimen title={t('styleGuide.typography.quote')}>
        <figure className={styles.quote}>
          <blockquote>
            <p>{t('styleGuide.typography.quoteText')}</p>
          </blockquote>
          <figcaption>— {t('styleGuide.typography.quoteAuthor')}</figcaption>
        </figure>
      </Specimen>

      <Specimen title={t('styleGuide.typography.table.title')}>
        <div className="ap-scroll-x">
          <table className={styles.table}>
            <caption className="ap-visually-hidden">
              {t('styleGuide.typography.table.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('styleGuide.typography.table.part')}</th>
                <th scope="col">{t('styleGuide.typography.table.number')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('styleGuide.typography.table.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.number}>
                  <td>{row.part}</td>
                  <td>
                    <code>{row.number}</code>
                  </td>
                  <td className={styles.numeric}>{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Specimen>
    </SitePage>
  );
}
