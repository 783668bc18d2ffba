import * as v from 'valibot';
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
export function tolerantListOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries: unknown[]) =>
      entries.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  );
}

/** Like `tolerantListOf`, and an empty list when the value is not an array at all. */
function optionalTolerantListOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.fallback(tolerantListOf(item), []);
}

const text = v.fallback(v.string(), '');
const count = v.fallback(v.number(), 0);
const customFields = v.fallback(v.record(v.string(), v.unknown()), {});
const nonEmpty = v.pipe(v.string(), v.minLength(1));
const integer = v.pipe(v.number(), v.integer());
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

const EMPTY_BRAND: Brand = { slug: '', name: '', country: '', image: '' };
const EMPTY_TYPE: ProductType = { slug: '', name: '', attributeGroups: [] };

const brandSchema: v.GenericSchema<unknown, Brand> = v.fallback(
  v.object({ slug: text, name: text, country: text, image: text }),
  EMPTY_BRAND,
);

const productTypeSchema: v.GenericSchema<unknown, ProductType> = v.fallback(
  v.object({
    slug: text,
    name: text,
    attributeGroups: optionalTolerantListOf(
      v.object({
        name: v.string(),
        slug: v.string(),
        attributes: optionalTolerantListOf(v.string()),
      }),
    ),
  }),
  EMPTY_TYPE,
);

const attributeSchema = v.object({
  name: v.string(),
  slug: v.string(),
  featured: v.fallback(v.boolean(), false),
  values: optionalTolerantListOf(v.object({ slug: v.string(), name: v.string() })),
});

const optionSchema = v.object({
  type: v.fallback(v.picklist(['default', 'color']), 'default'),
  slug: v.string(),
  name: v.string(),
  values: optionalTolerantListOf(
    v.object({
      slug: v.string(),
      name: v.string(),
      color: v.fallback(v.optional(v.string()), undefined),
    }),
  ),
});

const categorySchema: v.GenericSchema<unknown, Category> = v.lazy(() =>
  v.object({
    id: v.number(),
    type: v.fallback(v.picklist(['shop', 'blog']), 'shop'),
    name: v.string(),
    slug: v.string(),
    image: v.fallback(v.nullable(v.string()), null),
    items: count,
    parent: v.fallback(v.nullable(categorySchema), null),
    children: optionalTolerantListOf(categorySchema),
    layout: v.fallback(v.picklist(['products', 'categories']), 'products'),
    customFields,
  }),
);

const price = v.pipe(v.number(), v.minValue(0));
const partNumberRefs = optionalTolerantListOf(v.object({ brand: v.string(), number: v.string() }));

export const productSchema: v.GenericSchema<unknown, Product> = v.object({
  id: integer,
  name: nonEmpty,
  slug: nonEmpty,
  price,
  images: tolerantListOf(v.string()),
  excerpt: text,
  description: text,
  sku: text,
  partNumber: text,
  stock: v.fallback(v.picklist(['in-stock', 'out-of-stock', 'on-backorder']), 'in-stock'),
  compareAtPrice: v.fallback(v.nullable(price), null),
  badges: optionalTolerantListOf(v.picklist(['sale', 'new', 'hot'])),
  rating: count,
  reviews: count,
  availability: text,
  compatibility: v.fallback(
    v.union([v.literal('all'), v.literal('unknown'), v.array(v.number())]),
    'unknown',
  ),
  // Products saved before cross-references existed read back with none.
  oem: partNumberRefs,
  interchange: partNumberRefs,
  brand: brandSchema,
  type: productTypeSchema,
  attributes: optionalTolerantListOf(attributeSchema),
  options: optionalTolerantListOf(optionSchema),
  tags: optionalTolerantListOf(v.string()),
  categories: optionalTolerantListOf(categorySchema),
  customFields,
});

const selectedOptionSchema: v.GenericSchema<unknown, SelectedOption> = v.object({
  name: v.string(),
  value: v.string(),
});

export const cartItemSchema: v.GenericSchema<unknown, CartItem> = v.object({
  product: productSchema,
  // Options that no longer read as options would turn the line into another one: drop it.
  options: v.optional(v.array(selectedOptionSchema), []),
  quantity: positiveInteger,
});

export const vehicleSchema: v.GenericSchema<unknown, Vehicle> = v.object({
  id: positiveInteger,
  year: integer,
  make: nonEmpty,
  model: nonEmpty,
  engine: v.string(),
});

/** The saved user; the token response and any other field is stripped (spec §3). */
export const userSchema: v.GenericSchema<unknown, User> = v.object({
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

const tokenSchema = v.pipe(v.string(), v.regex(TOKEN_SHAPE));

export function isToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

export const tokenPairSchema = v.object({ token: tokenSchema, refreshToken: tokenSchema });
