import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { blogLinks } from '@autoparts/shared';
import type { BlogPostSummary } from '../../lib/blog-types';
import { CategoryBadges } from '../category-badges/category-badges';
import { PostMeta } from '../post-meta/post-meta';
import styles from './post-card.module.css';

export type PostListLayout = 'classic' | 'grid' | 'list';

export const POST_IMAGE_SIZE = { width: 960, height: 540 } as const;

interface PostCardProps {
  post: BlogPostSummary;
  layout: PostListLayout;
  /** The first card is the page's largest image: load it at once instead of lazily. */
  priority?: boolean;
}

export function PostCard({ post, layout, priority = false }: PostCardProps) {
  const { t } = useTranslation('blog');
  const href = blogLinks.post.getHref(post.slug);
  return (
    <article className={`${styles.card} ${styles[layout]}`}>
      {/* The title links to the post too: the image link is for pointers only. */}
      <Link to={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <img
          src={post.image}
          alt=""
          {...POST_IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <CategoryBadges categories={post.categoryLinks} />
        <h2 className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <PostMeta
          author={post.author}
          date={post.date}
          commentsCount={layout === 'grid' ? undefined : post.commentsCount}
          readingMinutes={layout === 'classic' ? post.readingMinutes : undefined}
        />
        <p className={styles.excerpt}>{post.excerpt}</p>
        {layout !== 'grid' && (
          <Link to={href} className={`ap-button ap-button--secondary ${styles.more}`}>
            {t('post.readMore')}
            <span className="ap-visually-hidden">: {post.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}

/** The shape of a card while its page loads, so nothing shifts when the posts arrive. */
export function PostCardSkeleton({ layout }: { layout: PostListLayout }) {
  return (
    <div className={`${styles.card} ${styles[layout]} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.image}>
        <span className={styles.placeholderImage} />
      </div>
      <div className={styles.body}>
        <span className={styles.line} style={{ inlineSize: '30%' }} />
        <span className={styles.line} style={{ inlineSize: '85%', blockSize: '1.4rem' }} />
        <span className={styles.line} style={{ inlineSize: '50%' }} />
        <span className={styles.line} />
        <span className={styles.line} style={{ inlineSize: '70%' }} />
      </div>
    </div>
  );
}
