import { z } from 'zod/mini';
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
export function tolerantListOf<T>(item: z.ZodMiniType<T>) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((entries: unknown[]) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
}

/** Like `tolerantListOf`, and an empty list when the value is not an array at all. */
function optionalTolerantListOf<T>(item: z.ZodMiniType<T>) {
  return z.catch(tolerantListOf(item), []);
}

const text = z.catch(z.string(), '');
const count = z.catch(z.number(), 0);
const customFields = z.catch(z.record(z.string(), z.unknown()), {});
const nonEmpty = z.string().check(z.minLength(1));

const EMPTY_BRAND: Brand = { slug: '', name: '', country: '', image: '' };
const EMPTY_TYPE: ProductType = { slug: '', name: '', attributeGroups: [] };

const brandSchema: z.ZodMiniType<Brand> = z.catch(
  z.object({ slug: text, name: text, country: text, image: text }),
  EMPTY_BRAND,
);

const productTypeSchema: z.ZodMiniType<ProductType> = z.catch(
  z.object({
    slug: text,
    name: text,
    attributeGroups: optionalTolerantListOf(
      z.object({
        name: z.string(),
        slug: z.string(),
        attributes: optionalTolerantListOf(z.string()),
      }),
    ),
  }),
  EMPTY_TYPE,
);

const attributeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  featured: z.catch(z.boolean(), false),
  values: optionalTolerantListOf(z.object({ slug: z.string(), name: z.string() })),
});

const optionSchema = z.object({
  type: z.catch(z.enum(['default', 'color']), 'default'),
  slug: z.string(),
  name: z.string(),
  values: optionalTolerantListOf(
    z.object({
      slug: z.string(),
      name: z.string(),
      color: z.catch(z.optional(z.string()), undefined),
    }),
  ),
});

const categorySchema: z.ZodMiniType<Category> = z.lazy(() =>
  z.object({
    id: z.number(),
    type: z.catch(z.enum(['shop', 'blog']), 'shop'),
    name: z.string(),
    slug: z.string(),
    image: z.catch(z.nullable(z.string()), null),
    items: count,
    parent: z.catch(z.nullable(categorySchema), null),
    children: optionalTolerantListOf(categorySchema),
    layout: z.catch(z.enum(['products', 'categories']), 'products'),
    customFields,
  }),
);

const price = z.number().check(z.nonnegative());

export const productSchema: z.ZodMiniType<Product> = z.object({
  id: z.int(),
  name: nonEmpty,
  slug: nonEmpty,
  price,
  images: tolerantListOf(z.string()),
  excerpt: text,
  description: text,
  sku: text,
  partNumber: text,
  stock: z.catch(z.enum(['in-stock', 'out-of-stock', 'on-backorder']), 'in-stock'),
  compareAtPrice: z.catch(z.nullable(price), null),
  badges: optionalTolerantListOf(z.enum(['sale', 'new', 'hot'])),
  rating: count,
  reviews: count,
  availability: text,
  compatibility: z.catch(
    z.union([z.literal('all'), z.literal('unknown'), z.array(z.number())]),
    'unknown',
  ),
  brand: brandSchema,
  type: productTypeSchema,
  attributes: optionalTolerantListOf(attributeSchema),
  options: optionalTolerantListOf(optionSchema),
  tags: optionalTolerantListOf(z.string()),
  categories: optionalTolerantListOf(categorySchema),
  customFields,
});

const selectedOptionSchema: z.ZodMiniType<SelectedOption> = z.object({
  name: z.string(),
  value: z.string(),
});

export const cartItemSchema: z.ZodMiniType<CartItem> = z.object({
  product: productSchema,
  // Options that no longer read as options would turn the line into another one: drop it.
  options: z._default(z.array(selectedOptionSchema), []),
  quantity: z.int().check(z.positive()),
});

export const vehicleSchema: z.ZodMiniType<Vehicle> = z.object({
  id: z.int().check(z.positive()),
  year: z.int(),
  make: nonEmpty,
  model: nonEmpty,
  engine: z.string(),
});

/** The saved user; the token response and any other field is stripped (spec §3). */
export const userSchema: z.ZodMiniType<User> = z.object({
  email: nonEmpty,
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

const tokenSchema = z.string().check(z.regex(TOKEN_SHAPE));

export function isToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

export const tokenPairSchema = z.object({ token: tokenSchema, refreshToken: tokenSchema });
