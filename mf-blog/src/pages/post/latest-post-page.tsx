import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { fetchLatestPosts } from '../../api/posts.api';
import { BlogMessage } from '../../components/blog-message/blog-message';
import { PostPage, type PostPageProps } from './post-page';
import { blogLinks, useLoader } from '@autoparts/shared';

/** The post-page variants of the spec's menu (full width, sidebar sides, without image) show the newest post. */
export function LatestPostPage(props: Omit<PostPageProps, 'slug'>) {
  const { t } = useTranslation('blog');
  const latest = useLoader('blog-latest-posts', fetchLatestPosts);
  const slug = latest.data?.[0]?.slug;
  if (slug) return <PostPage {...props} slug={slug} />;
  if (latest.status === 'loading') return <div className="ap-container" aria-busy="true" />;
  return (
    <div className="ap-container">
      {latest.status === 'error' || latest.status === 'not-found' ? (
        <BlogMessage level={1} title={t('error.postTitle')} text={t('error.text')}>
          <button type="button" className="ap-button" onClick={latest.retry}>
            {t('error.retry')}
          </button>
        </BlogMessage>
      ) : (
        <BlogMessage level={1} title={t('list.emptyTitle')} text={t('list.emptyText')}>
          <Link to={blogLinks.list.getHref()} className="ap-button">
            {t('notFound.back')}
          </Link>
        </BlogMessage>
      )}
    </div>
  );
}
