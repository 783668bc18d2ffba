import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@autoparts/shared';
import { addReview } from '../../api/reviews.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import {
  REVIEW_LIMITS,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormValues,
} from './review-schema';
import styles from './reviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

export interface ReviewFormProps {
  productSlug: string;
  onAdded: () => void;
}

/** Adds a review {author, rating 1-5, content}; a refusal keeps what was typed. */
export function ReviewForm({ productSlug, onAdded }: ReviewFormProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const id = useId();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { author: '', content: '' },
  });

  const submit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await addReview(productSlug, values);
    } catch {
      // The HTTP client has shown the server's reason; the visitor's text stays in the form.
      return;
    }
    reset();
    setSent(true);
    onAdded();
  });

  // A message is a key of the shop or the shell's ERROR_FORM_REQUIRED: look in both.
  const message = (error: { message?: string } | undefined, max?: number) =>
    error?.message ? (
      <p className="ap-field-error">
        {t(error.message, { max, ns: [SHOP_NAMESPACE, COMMON_NAMESPACE] })}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('product.reviews.form.title')}
      </h3>
      <fieldset className={styles.stars} aria-invalid={errors.rating ? true : undefined}>
        <legend className={styles.fieldLabel}>{t('product.reviews.form.rating')}</legend>
        <div className={styles.starInputs}>
          {STARS.map((stars) => (
            <label
              key={stars}
              className={styles.star}
              title={t('product.reviews.form.stars', { count: stars })}
            >
              <input type="radio" value={stars} {...register('rating')} />
              <span className="ap-visually-hidden">
                {t('product.reviews.form.stars', { count: stars })}
              </span>
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {message(errors.rating)}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor={`${id}-author`}>
          {t('product.reviews.form.author')}
        </label>
        <input
          id={`${id}-author`}
          className="ap-input"
          autoComplete="name"
          maxLength={REVIEW_LIMITS.author}
          aria-invalid={errors.author ? true : undefined}
          {...register('author')}
        />
        {message(errors.author, REVIEW_LIMITS.author)}
      </div>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor={`${id}-content`}>
          {t('product.reviews.form.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="ap-input"
          rows={5}
          maxLength={REVIEW_LIMITS.content}
          aria-invalid={errors.content ? true : undefined}
          {...register('content')}
        />
        {message(errors.content, REVIEW_LIMITS.content)}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="ap-button" disabled={isSubmitting}>
          {t(isSubmitting ? 'product.reviews.form.sending' : 'product.reviews.form.submit')}
        </button>
        {sent ? (
          <p className={styles.sent} role="status">
            {t('product.reviews.form.sent')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
