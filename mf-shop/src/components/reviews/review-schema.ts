import { z } from 'zod';

/** The mock's limits (mf-shop/mock/handlers/schemas.ts), checked before sending. */
export const REVIEW_LIMITS = { author: 50, content: 2000 } as const;

// Messages are i18n keys: ERROR_FORM_REQUIRED is the shell's, the others the shop's.
const text = (max: number) =>
  z.string().trim().min(1, 'ERROR_FORM_REQUIRED').max(max, 'product.reviews.form.tooLong');

export const reviewFormSchema = z.object({
  author: text(REVIEW_LIMITS.author),
  rating: z.coerce
    .number()
    .int('product.reviews.form.ratingRequired')
    .min(1, 'product.reviews.form.ratingRequired')
    .max(5, 'product.reviews.form.ratingRequired'),
  content: text(REVIEW_LIMITS.content),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
