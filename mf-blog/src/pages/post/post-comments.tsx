import { useTranslation } from '@autoparts/shared/translation';
import { fetchComments } from '../../api/posts.api';
import type { BlogComment } from '../../lib/blog-types';
import { formatPostDate } from '../../lib/format-date';
import { initialsOf } from '../../lib/initials';
import styles from './post-page.module.css';
import { useLoader } from '@autoparts/shared';

function Comment({ comment }: { comment: BlogComment }) {
  const { t, i18n } = useTranslation('blog');
  return (
    <li className={styles.comment}>
      <span className={`${styles.avatar} ${styles.commentAvatar}`} aria-hidden="true">
        {initialsOf(comment.author)}
      </span>
      <div className={styles.commentBody}>
        <p className={styles.commentHead}>
          <strong>{comment.author}</strong>
          {comment.byAuthor && (
            <span className={styles.authorBadge}>{t('comments.authorBadge')}</span>
          )}
          <time dateTime={comment.date}>{formatPostDate(comment.date, i18n.language)}</time>
        </p>
        <p className={styles.commentText}>{comment.content}</p>
        {comment.replies.length > 0 && (
          <ul className={styles.replies}>
            {comment.replies.map((reply) => (
              <Comment key={reply.id} comment={reply} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The discussion under a post (read-only: the blog takes questions through the contact page). */
export function PostComments({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const comments = useLoader(`comments:${slug}`, (signal) => fetchComments(slug, signal));
  const data = comments.status === 'ready' ? comments.data : undefined;
  return (
    <section
      id="comments"
      className={styles.comments}
      aria-labelledby="comments-title"
      aria-busy={comments.status === 'loading'}
    >
      <h2 id="comments-title" className={styles.commentsTitle}>
        {data ? t('post.comments', { count: data.total }) : t('comments.title')}
      </h2>
      {(comments.status === 'error' || comments.status === 'not-found') && (
        <p className={styles.muted}>
          {t('comments.unavailable')}{' '}
          <button type="button" className={styles.linkButton} onClick={comments.retry}>
            {t('error.retry')}
          </button>
        </p>
      )}
      {data && data.items.length === 0 && <p className={styles.muted}>{t('comments.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.commentList}>
          {data.items.map((comment) => (
            <Comment key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </section>
  );
}
