import { useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { avatarImageUrl, Rating, type Review } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './reviews.module.css';

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language.split('-')[0] || 'en';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/**
 * The reviewer's picture; the initial stands in when a review has none or the file fails to
 * load. Decorative (empty alt): the author's name follows as text.
 */
function ReviewAvatar({ review }: { review: Review }) {
  const [failed, setFailed] = useState(false);
  if (review.avatar && !failed) {
    return (
      <img
        className={styles.avatar}
        src={avatarImageUrl(review.avatar)}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {review.author.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * Reviews in the order the server gives them (newest first). Author and content are visitors'
 * words: they are rendered as text, never as markup.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { i18n } = useTranslation(SHOP_NAMESPACE);
  return (
    <ol className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <ReviewAvatar review={review} />
          <div className={styles.reviewBody}>
            <div className={styles.reviewHead}>
              <span className={styles.author}>{review.author}</span>
              <Rating value={review.rating} />
            </div>
            <p className={styles.content}>{review.content}</p>
            <time className={styles.date} dateTime={review.date}>
              {formatDate(review.date, i18n.language)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
