import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { blogLinks } from '@autoparts/shared';
import { CategoryBadges } from '../../components/category-badges/category-badges';
import { POST_IMAGE_SIZE } from '../../components/post-card/post-card';
import { PostMeta } from '../../components/post-meta/post-meta';
import type { BlogPost } from '../../lib/blog-types';
import { initialsOf } from '../../lib/initials';
import styles from './post-page.module.css';

export function PostArticle({ post, showImage }: { post: BlogPost; showImage: boolean }) {
  const { t } = useTranslation('blog');
  const [lead, ...paragraphs] = post.body;
  return (
    <article className={styles.article}>
      <header className={styles.articleHeader}>
        <CategoryBadges categories={post.categoryLinks} />
        <h1 className={styles.title}>{post.title}</h1>
        <PostMeta
          author={post.author.name}
          date={post.date}
          commentsCount={post.commentsCount}
          readingMinutes={post.readingMinutes}
          commentsHref="#comments"
        />
      </header>
      {showImage && (
        <img
          className={styles.image}
          src={post.image}
          alt=""
          {...POST_IMAGE_SIZE}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className={styles.content}>
        {lead && <p className={styles.lead}>{lead}</p>}
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {post.tags.length > 0 && (
        <div className={styles.tags}>
          <h2 className="ap-visually-hidden">{t('post.tags')}</h2>
          <ul>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={blogLinks.list.getHref({ search: tag })}>{tag}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <section className={styles.author} aria-labelledby="post-author">
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(post.author.name)}
        </span>
        <div>
          <p className={styles.authorLabel}>{t('post.aboutAuthor')}</p>
          <h2 id="post-author" className={styles.authorName}>
            {post.author.name}
          </h2>
          <p className={styles.authorRole}>{post.author.role}</p>
          <p className={styles.authorBio}>{post.author.bio}</p>
        </div>
      </section>
      {(post.previous || post.next) && (
        <nav className={styles.neighbours} aria-label={t('post.neighbours')}>
          {post.previous && (
            <Link
              to={blogLinks.post.getHref(post.previous.slug)}
              rel="prev"
              className={styles.previous}
            >
              <span className={styles.neighbourLabel}>{t('post.previous')}</span>
              <span className={styles.neighbourTitle}>{post.previous.title}</span>
            </Link>
          )}
          {post.next && (
            <Link to={blogLinks.post.getHref(post.next.slug)} rel="next" className={styles.next}>
              <span className={styles.neighbourLabel}>{t('post.next')}</span>
              <span className={styles.neighbourTitle}>{post.next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
