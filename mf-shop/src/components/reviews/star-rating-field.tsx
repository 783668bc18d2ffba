import { useTranslation } from '@autoparts/shared/translation';
import { FieldError, useField } from '@autoparts/shared/forms';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './reviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

/** The rating of a kit form as a row of stars (radios, so the keyboard moves between them). */
export function StarRatingField({ name }: { name: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { errorId, register, error, describedBy } = useField(name);
  return (
    <fieldset className={styles.stars} {...describedBy}>
      <legend className={styles.fieldLabel}>{t('product.reviews.form.rating')}</legend>
      <div className={styles.starInputs}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className={styles.star}
            title={t('product.reviews.form.stars', { count: stars })}
          >
            <input type="radio" value={String(stars)} {...register(name)} />
            <span className="ap-visually-hidden">
              {t('product.reviews.form.stars', { count: stars })}
            </span>
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
