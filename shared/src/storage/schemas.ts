import { z } from 'zod';
import type {
  Brand,
  CartItem,
  Category,
  Product,
  ProductType,
  SelectedOption,
  User,
  Vehicle,
} from '../types';

// Schemas for what the stores read back from browser storage. A saved product must still have
// what a page shows and links to (id, name, slug, price, images); any other field that is
// missing or of another shape falls back to an empty value rather than losing the product.

/** An array that keeps the entries matching `item` and drops the others. */
export function tolerantListOf<T>(item: z.ZodType<T>) {
  return z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** Like `tolerantListOf`, and an empty list when the value is not an array at all. */
function optionalTolerantListOf<T>(item: z.ZodType<T>) {
  return tolerantListOf(item).catch([]);
}

const text = z.string().catch('');
const count = z.number().catch(0);
const customFields = z.record(z.string(), z.unknown()).catch({});

const EMPTY_BRAND: Brand = { slug: '', name: '', country: '', image: '' };
const EMPTY_TYPE: ProductType = { slug: '', name: '', attributeGroups: [] };

const brandSchema: z.ZodType<Brand> = z
  .object({ slug: text, name: text, country: text, image: text })
  .catch(EMPTY_BRAND);

const productTypeSchema: z.ZodType<ProductType> = z
  .object({
    slug: text,
    name: text,
    attributeGroups: optionalTolerantListOf(
      z.object({
        name: z.string(),
        slug: z.string(),
        attributes: optionalTolerantListOf(z.string()),
      }),
    ),
  })
  .catch(EMPTY_TYPE);

const attributeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  featured: z.boolean().catch(false),
  values: optionalTolerantListOf(z.object({ slug: z.string(), name: z.string() })),
});

const optionSchema = z.object({
  type: z.enum(['default', 'color']).catch('default'),
  slug: z.string(),
  name: z.string(),
  values: optionalTolerantListOf(
    z.object({ slug: z.string(), name: z.string(), color: z.string().optional().catch(undefined) }),
  ),
});

const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number(),
    type: z.enum(['shop', 'blog']).catch('shop'),
    name: z.string(),
    slug: z.string(),
    image: z.string().nullable().catch(null),
    items: count,
    parent: categorySchema.nullable().catch(null),
    children: optionalTolerantListOf(categorySchema),
    layout: z.enum(['products', 'categories']).catch('products'),
    customFields,
  }),
);

export const productSchema: z.ZodType<Product> = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().min(1),
  price: z.number().nonnegative(),
  images: tolerantListOf(z.string()),
  excerpt: text,
  description: text,
  sku: text,
  partNumber: text,
  stock: z.enum(['in-stock', 'out-of-stock', 'on-backorder']).catch('in-stock'),
  compareAtPrice: z.number().nonnegative().nullable().catch(null),
  badges: optionalTolerantListOf(z.enum(['sale', 'new', 'hot'])),
  rating: count,
  reviews: count,
  availability: text,
  compatibility: z
    .union([z.literal('all'), z.literal('unknown'), z.array(z.number())])
    .catch('unknown'),
  brand: brandSchema,
  type: productTypeSchema,
  attributes: optionalTolerantListOf(attributeSchema),
  options: optionalTolerantListOf(optionSchema),
  tags: optionalTolerantListOf(z.string()),
  categories: optionalTolerantListOf(categorySchema),
  customFields,
});

const selectedOptionSchema: z.ZodType<SelectedOption> = z.object({
  name: z.string(),
  value: z.string(),
});

export const cartItemSchema: z.ZodType<CartItem> = z.object({
  product: productSchema,
  // Options that no longer read as options would turn the line into another one: drop it.
  options: z.array(selectedOptionSchema).default([]),
  quantity: z.number().int().positive(),
});

export const vehicleSchema: z.ZodType<Vehicle> = z.object({
  id: z.number().int().positive(),
  year: z.number().int(),
  make: z.string().min(1),
  model: z.string().min(1),
  engine: z.string(),
});

/** The saved user; the token response and any other field is stripped (spec §3). */
export const userSchema: z.ZodType<User> = z.object({
  email: z.string().min(1),
  phone: text,
  firstName: text,
  lastName: text,
  avatar: text,
});

/**
 * An access or refresh token as it may go in an Authorization header (RFC 6750's b64token): the
 * mock backend's 32 alphanumerics, a real backend's JWT. Anything else would break every call it
 * rides on: fetch throws on a header beyond Latin-1 or with a line break, and a server answers
 * 431 to one past its header limit (nginx's 8 kB line, Node's 16 kB in all).
 */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,4096}$/;

const tokenSchema = z.string().regex(TOKEN_SHAPE);

export function isToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

export const tokenPairSchema = z.object({ token: tokenSchema, refreshToken: tokenSchema });
