import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { siteLinks } from '@autoparts/shared';
import { SitePage } from '../../components/site-page/site-page';
import { useTextList } from '../../lib/use-text-list';
import styles from './faq-page.module.css';

interface FaqGroup {
  title: string;
  items: { question: string; answer: string }[];
}

export function FaqPage() {
  const { t } = useTranslation('site');
  const groups = useTextList<FaqGroup>('faq.groups');
  return (
    <SitePage title={t('faq.title')} lead={t('faq.intro')}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <div className={styles.items}>
              {(Array.isArray(group.items) ? group.items : []).map((item) => (
                <details key={item.question} className={styles.item}>
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.moreTitle')}</h2>
        <p>{t('faq.moreText')}</p>
        <Link to={siteLinks.page.getHref('contact-us-v1')} className="ap-button">
          {t('faq.moreButton')}
        </Link>
      </section>
    </SitePage>
  );
}
