import { z } from 'zod';
import { REVIEW_LIMITS } from '@autoparts/shared/rules';
import { MAX_PAGE_SIZE, withoutEmptyParams } from '../catalog/list-query';
import { SUGGESTION_LIMITS } from '../catalog/search';
import { MAX_SEARCH_PARAM } from '../search/search-text';

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(min, `${name} is at least ${min}.`)
    .max(max, `${name} is at most ${max}.`);

const slug = z.string().trim().min(1, 'Give a slug.').max(200, 'The slug is too long.');
const slugList = z
  .string()
  .max(4000)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const depth = wholeNumber('depth', 0, 5).default(0);

export const depthQuery = withoutEmptyParams(z.object({ depth }));

/** `parent` lists its children, `slugs` the named categories in that order, neither the roots. */
export const categoryListQuery = withoutEmptyParams(
  z.object({ depth, parent: slug.optional(), slugs: slugList.optional() }),
);

/** `limit` (default 8) and, for the home lists, `category` to keep to one subtree. */
export const productListLimitQuery = (defaultLimit: number) =>
  withoutEmptyParams(
    z.object({
      limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(defaultLimit),
      category: slug.optional(),
    }),
  );

export const suggestionsQuery = withoutEmptyParams(
  z.object({
    query: z
      .string()
      .max(MAX_SEARCH_PARAM, `The search text is at most ${MAX_SEARCH_PARAM} characters.`)
      .default(''),
    limitProducts: wholeNumber('limitProducts', 0, SUGGESTION_LIMITS.max).default(
      SUGGESTION_LIMITS.products,
    ),
    limitCategories: wholeNumber('limitCategories', 0, SUGGESTION_LIMITS.max).default(
      SUGGESTION_LIMITS.categories,
    ),
    vehicle: wholeNumber('vehicle', 1, Number.MAX_SAFE_INTEGER).optional(),
  }),
);

export const slugBody = z.object({ slug });

/** Control characters other than a line break (pasted by accident, invisible in the UI). */
function withoutControlCharacters(text: string): string {
  return [...text].filter((ch) => ch === '\n' || (ch >= ' ' && ch !== '\u007f')).join('');
}

const cleanText = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .transform((text) => withoutControlCharacters(text).trim());

/** Visitor text is kept as plain text: trimmed, no control characters. */
export const plainText = (name: string, max: number) =>
  cleanText(name).pipe(
    z.string().min(1, `${name} is required.`).max(max, `${name} is at most ${max} characters.`),
  );

/** Plain text that may be left out (missing, null or blank all become ''). */
export const optionalPlainText = (name: string, max: number) =>
  cleanText(name)
    .pipe(z.string().max(max, `${name} is at most ${max} characters.`))
    .nullish()
    .transform((text) => text ?? '');

export const newReviewBody = z.object({
  author: plainText('author', REVIEW_LIMITS.author),
  rating: z
    .number({ error: 'rating must be a number from 1 to 5.' })
    .int('rating must be a whole number from 1 to 5.')
    .min(1, 'rating must be a number from 1 to 5.')
    .max(5, 'rating must be a number from 1 to 5.'),
  content: plainText('content', REVIEW_LIMITS.content),
});
