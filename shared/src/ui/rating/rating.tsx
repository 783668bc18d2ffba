import { useTranslation } from '@autoparts/shared/translation';
import styles from './rating.module.css';

export const RATING_STARS = 5;

export interface RatingProps {
  /** Average rating from 0 to 5; decimals are kept in the label and rounded for the stars. */
  value: number;
  className?: string;
}

function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(RATING_STARS, Math.max(0, Math.round(value * 10) / 10));
}

/**
 * Five stars, the rounded rating of them filled yellow, read out as one phrase. One element whose
 * pictures are the stars (rating.module.css), not five SVGs: a page of cards has one per card.
 */
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
      data-filled={filled}
      className={[styles.rating, className].filter(Boolean).join(' ')}
    />
  );
}
