import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks } from '@autoparts/shared';
import { CategoriesWidget } from './categories-widget';
import { LatestPostsWidget } from './latest-posts-widget';
import { SearchWidget } from './search-widget';
import styles from './sidebar.module.css';

/** The spec's blog sidebar: search within the blog, its categories and its latest posts. */
export function BlogSidebar() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.sidebar}>
      <SearchWidget />
      <CategoriesWidget />
      <LatestPostsWidget />
      <section className={styles.promo}>
        <h2 className={styles.promoTitle}>{t('sidebar.promoTitle')}</h2>
        <p>{t('sidebar.promoText')}</p>
        <Link to={shopLinks.home.getHref()} className="ap-button">
          {t('sidebar.promoButton')}
        </Link>
      </section>
    </div>
  );
}
