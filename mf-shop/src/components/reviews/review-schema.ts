import { z } from 'zod/mini';
import { requiredText } from '@autoparts/shared/forms';
import { REVIEW_LIMITS } from '@autoparts/shared/rules';

// The radios' values are strings; anything but 1-5 (nothing chosen is '') asks for a rating.
const rating = z
  .string()
  .check(z.refine((stars) => /^[1-5]$/.test(stars), 'product.reviews.form.ratingRequired'));

const content = requiredText(REVIEW_LIMITS.content);

/** A guest's review names its author. */
export const guestReviewSchema = z.object({
  author: requiredText(REVIEW_LIMITS.author),
  rating,
  content,
});

/** A signed-in customer's review is posted under the customer's name (the server sets it). */
export const customerReviewSchema = z.object({ rating, content });

export type ReviewFormValues = z.output<typeof guestReviewSchema>;

/** The customer's name as a review author, within the author's length. */
export function authorOf({ firstName, lastName }: { firstName: string; lastName: string }) {
  const name = `${firstName} ${lastName}`.trim();
  return Array.from(name).slice(0, REVIEW_LIMITS.author).join('').trim();
}
