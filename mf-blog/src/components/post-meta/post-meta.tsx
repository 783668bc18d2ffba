import { useTranslation } from '@autoparts/shared/translation';
import { formatPostDate } from '../../lib/format-date';
import styles from './post-meta.module.css';

interface PostMetaProps {
  author: string;
  date: string;
  commentsCount?: number;
  readingMinutes?: number;
  /** Where the comment count links to, on the post page. */
  commentsHref?: string;
}

export function PostMeta({
  author,
  date,
  commentsCount,
  readingMinutes,
  commentsHref,
}: PostMetaProps) {
  const { t, i18n } = useTranslation('blog');
  const comments =
    commentsCount === undefined ? null : t('post.comments', { count: commentsCount });
  return (
    <ul className={styles.meta}>
      <li>{t('post.by', { author })}</li>
      <li>
        <time dateTime={date}>{formatPostDate(date, i18n.language)}</time>
      </li>
      {comments && <li>{commentsHref ? <a href={commentsHref}>{comments}</a> : comments}</li>}
      {readingMinutes !== undefined && <li>{t('post.minutesRead', { count: readingMinutes })}</li>}
    </ul>
  );
}
