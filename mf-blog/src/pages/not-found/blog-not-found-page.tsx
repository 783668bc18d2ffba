import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { blogLinks, notFoundMeta, usePageMeta } from '@autoparts/shared';
import { BlogMessage } from '../../components/blog-message/blog-message';
import styles from './blog-not-found-page.module.css';

/** An address under /blog that is no page of the blog: say so and offer the way back. */
export function BlogNotFoundPage() {
  const { t } = useTranslation('blog');
  usePageMeta(notFoundMeta(t('notFound.pageTitle'), t('notFound.pageText')));
  return (
    <div className={`ap-container ${styles.page}`}>
      <BlogMessage
        level={1}
        code={t('notFound.code')}
        title={t('notFound.pageTitle')}
        text={t('notFound.pageText')}
      >
        <Link to={blogLinks.list.getHref()} className="ap-button">
          {t('notFound.back')}
        </Link>
        <Link to="/" className="ap-button ap-button--secondary">
          {t('notFound.home')}
        </Link>
      </BlogMessage>
    </div>
  );
}
