import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { intlLocale, shopLinks, siteLinks } from '@autoparts/shared';
import { SitePage } from '../../components/site-page/site-page';
import { useTextList } from '../../lib/use-text-list';
import styles from './about-us-page.module.css';

interface Stat {
  value: number;
  suffix?: string;
  label: string;
}

interface Value {
  title: string;
  text: string;
}

interface TeamMember {
  name: string;
  role: string;
}

// One icon per promise, in the order the translations list them.
const VALUE_ICONS = [
  'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  'M3 6h11v9H3zM14 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-.01zM17.5 18.5a1.5 1.5 0 1 0 0-.01z',
  'M12 3a9 9 0 0 0-9 9v5a3 3 0 0 0 3 3h2v-7H5v-1a7 7 0 0 1 14 0v1h-3v7h2a3 3 0 0 0 3-3v-5a9 9 0 0 0-9-9z',
  'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
];

function formatStat(value: number, language: string): string {
  const big = value >= 1_000_000;
  return new Intl.NumberFormat(intlLocale(language), {
    notation: big ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(value);
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

export function AboutUsPage() {
  const { t, i18n } = useTranslation('site');
  const paragraphs = useTextList<{ text: string }>('about.story.paragraphs');
  const stats = useTextList<Stat>('about.stats');
  const values = useTextList<Value>('about.values.items');
  const team = useTextList<TeamMember>('about.team.members');

  return (
    <SitePage title={t('about.title')} description={t('about.hero.text')}>
      <section className={styles.hero} aria-labelledby="about-hero">
        <p className={styles.eyebrow}>{t('about.hero.eyebrow')}</p>
        <h2 id="about-hero" className={styles.heroTitle}>
          {t('about.hero.title')}
        </h2>
        <p className={styles.heroText}>{t('about.hero.text')}</p>
      </section>

      <section className={styles.story} aria-labelledby="about-story">
        <h2 id="about-story" className={styles.heading}>
          {t('about.story.title')}
        </h2>
        <div className={styles.storyText}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.text}>{paragraph.text}</p>
          ))}
        </div>
      </section>

      <ul className={styles.stats} aria-label={t('about.statsLabel')}>
        {stats.map((stat) => (
          <li key={stat.label}>
            <span className={styles.statValue}>
              {formatStat(stat.value, i18n.language)}
              {stat.suffix}
            </span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className={styles.heading}>
          {t('about.values.title')}
        </h2>
        <ul className={styles.values}>
          {values.map((value, index) => (
            <li key={value.title} className={styles.value}>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
                <path d={VALUE_ICONS[index % VALUE_ICONS.length]} fill="currentColor" />
              </svg>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team">
        <h2 id="about-team" className={styles.heading}>
          {t('about.team.title')}
        </h2>
        <p className={styles.muted}>{t('about.team.text')}</p>
        <ul className={styles.team}>
          {team.map((member) => (
            <li key={member.name} className={styles.member}>
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(member.name)}
              </span>
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <div>
          <h2 id="about-cta">{t('about.cta.title')}</h2>
          <p>{t('about.cta.text')}</p>
        </div>
        <div className={styles.ctaButtons}>
          <Link to={siteLinks.page.getHref('contact-us-v1')} className="ap-button">
            {t('about.cta.contact')}
          </Link>
          <Link to={shopLinks.home.getHref()} className="ap-button ap-button--secondary">
            {t('about.cta.shop')}
          </Link>
        </div>
      </section>
    </SitePage>
  );
}
