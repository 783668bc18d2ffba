import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { fetchLatestPosts } from '../../api/posts.api';
import { formatPostDate } from '../../lib/format-date';
import { Widget } from './widget';
import styles from './sidebar.module.css';
import { blogLinks, useLoader } from '@autoparts/shared';

export function LatestPostsWidget() {
  const { t, i18n } = useTranslation('blog');
  const latest = useLoader('blog-latest-posts', fetchLatestPosts);
  if (latest.status === 'error' || latest.status === 'not-found') return null;

  return (
    <Widget title={t('sidebar.latest')}>
      <ul className={styles.latest} aria-busy={latest.status === 'loading'}>
        {(latest.data ?? []).map((post) => (
          <li key={post.id}>
            <Link
              to={blogLinks.post.getHref(post.slug)}
              className={styles.latestImage}
              tabIndex={-1}
              aria-hidden="true"
            >
              <img src={post.image} alt="" width={96} height={54} loading="lazy" decoding="async" />
            </Link>
            <div>
              <Link to={blogLinks.post.getHref(post.slug)} className={styles.latestTitle}>
                {post.title}
              </Link>
              <time dateTime={post.date} className={styles.muted}>
                {formatPostDate(post.date, i18n.language)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </Widget>
  );
}
