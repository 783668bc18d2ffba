import { useTranslation } from '@autoparts/shared/translation';
import styles from './rating.module.css';

export const RATING_STARS = 5;

export interface RatingProps {
  /** Average rating from 0 to 5; decimals are kept in the label and rounded for the stars. */
  value: number;
  className?: string;
}

const STAR_PATH =
  'M6.5 0.5l1.8 3.8 4.2 0.5-3.1 2.9 0.8 4.1-3.7-2.1-3.7 2.1 0.8-4.1-3.1-2.9 4.2-0.5z';

function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(RATING_STARS, Math.max(0, Math.round(value * 10) / 10));
}

/** Five stars, the rounded rating of them filled yellow, read out as one phrase. */
export function Rating({ value, className }: RatingProps) {
  const { t } = useTranslation();
  const rating = clampRating(value);
  const filled = Math.round(rating);
  const label = t('TEXT_RATING_LABEL', {
    rating,
    max: RATING_STARS,
    defaultValue: 'Rated {{rating}} out of {{max}}',
  });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={[styles.rating, className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: RATING_STARS }, (_, i) => (
        <svg
          key={i}
          className={i < filled ? styles.filled : styles.empty}
          width="13"
          height="12"
          viewBox="0 0 13 12"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
