import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { blogLinks, Breadcrumb, notFoundMeta, useLoader, usePageMeta } from '@autoparts/shared';
import { fetchPost } from '../../api/posts.api';
import {
  BlogLayout,
  parseSidebarPosition,
  type SidebarPosition,
} from '../../components/blog-layout/blog-layout';
import { BlogMessage } from '../../components/blog-message/blog-message';
import { BlogSidebar } from '../../components/sidebar/blog-sidebar';
import { PostArticle } from './post-article';
import { PostComments } from './post-comments';
import { postPageMeta } from './post-page-meta';
import styles from './post-page.module.css';

export interface PostPageProps {
  /** A fixed post (the demo routes show the newest one); otherwise the `:slug` of the route. */
  slug?: string;
  /** Fixed by the demo routes; otherwise `?sidebar=start|end|none`. */
  sidebar?: SidebarPosition;
  /** Fixed by the demo routes; otherwise `?image=none` hides it. */
  showImage?: boolean;
}

export function PostPage(props: PostPageProps) {
  const { t } = useTranslation('blog');
  const params = useParams();
  const [search] = useSearchParams();
  const slug = props.slug ?? params.slug ?? '';
  const sidebar = props.sidebar ?? parseSidebarPosition(search.get('sidebar'));
  const showImage = props.showImage ?? search.get('image') !== 'none';
  const post = useLoader(`post:${slug}`, (signal) => fetchPost(slug, signal));

  // Moving to the previous or next post starts at its title.
  const previousSlug = useRef(slug);
  useEffect(() => {
    if (previousSlug.current !== slug) window.scrollTo?.({ top: 0 });
    previousSlug.current = slug;
  }, [slug]);

  const notFound = post.status === 'not-found';
  const ready = post.status === 'ready' ? post.data : undefined;
  usePageMeta(
    notFound
      ? notFoundMeta(t('notFound.postTitle'), t('notFound.postText'))
      : ready
        ? postPageMeta(ready)
        : null,
  );
  let content;
  if (notFound) {
    content = (
      <BlogMessage
        level={1}
        code={t('notFound.code')}
        title={t('notFound.postTitle')}
        text={t('notFound.postText')}
      >
        <Link to={blogLinks.list.getHref()} className="ap-button">
          {t('notFound.back')}
        </Link>
      </BlogMessage>
    );
  } else if (post.status === 'error') {
    content = (
      <BlogMessage level={1} title={t('error.postTitle')} text={t('error.text')}>
        <button type="button" className="ap-button" onClick={post.retry}>
          {t('error.retry')}
        </button>
      </BlogMessage>
    );
  } else if (post.data) {
    content = (
      <div
        className={post.status === 'loading' ? styles.busy : undefined}
        aria-busy={post.status === 'loading'}
      >
        <PostArticle post={post.data} showImage={showImage} />
        <PostComments slug={post.data.slug} />
      </div>
    );
  } else {
    content = <div className={styles.placeholder} aria-busy="true" />;
  }

  const title = ready?.title;
  return (
    <div className="ap-container">
      <div className={styles.breadcrumb}>
        <Breadcrumb
          items={[
            { label: t('breadcrumb.blog'), to: blogLinks.list.getHref() },
            ...(title ? [{ label: title }] : []),
          ]}
        />
      </div>
      <BlogLayout position={sidebar} sidebar={<BlogSidebar />}>
        {content}
      </BlogLayout>
    </div>
  );
}
