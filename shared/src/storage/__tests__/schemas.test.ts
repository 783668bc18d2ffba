import * as v from 'valibot';
import {
  cartItemSchema,
  productSchema,
  tokenPairSchema,
  tolerantListOf,
  userSchema,
  vehicleSchema,
} from '..';
import { makeProduct } from '../../stores/__tests__/fixtures';
import { MALFORMED_TOKENS } from './malformed-tokens';

const minimal = { id: 7, name: 'Wiper', slug: 'wiper', price: 12.5, images: ['wiper.svg'] };

describe('productSchema', () => {
  it('keeps a full product as it is', () => {
    const product = makeProduct();
    expect(v.parse(productSchema, product)).toEqual(product);
  });

  it('fills the fields a product can do without', () => {
    const product = v.parse(productSchema, minimal);
    expect(product).toMatchObject({
      ...minimal,
      excerpt: '',
      stock: 'in-stock',
      compareAtPrice: null,
      badges: [],
      compatibility: 'unknown',
      brand: { slug: '', name: '', country: '', image: '' },
      type: { slug: '', name: '', attributeGroups: [] },
      options: [],
      categories: [],
      customFields: {},
    });
  });

  it('replaces a field of another shape and drops entries that do not fit', () => {
    const product = v.parse(productSchema, {
      ...minimal,
      brand: 'Brandix',
      stock: 'sold',
      badges: ['sale', 'mega'],
      images: ['a.svg', 3, null],
      options: [
        { type: 'color', slug: 'c', name: 'Color', values: [{ slug: 'red', name: 'Red' }] },
        'x',
      ],
    });
    expect(product.brand.name).toBe('');
    expect(product.stock).toBe('in-stock');
    expect(product.badges).toEqual(['sale']);
    expect(product.images).toEqual(['a.svg']);
    expect(product.options).toEqual([
      { type: 'color', slug: 'c', name: 'Color', values: [{ slug: 'red', name: 'Red' }] },
    ]);
  });

  it('reads nested categories', () => {
    const parent = { id: 1, name: 'Parts', slug: 'parts' };
    const product = v.parse(productSchema, {
      ...minimal,
      categories: [{ id: 2, name: 'Brakes', slug: 'brakes', parent, children: [] }, { id: 'x' }],
    });
    expect(product.categories).toHaveLength(1);
    expect(product.categories[0]?.parent).toMatchObject({
      slug: 'parts',
      parent: null,
      children: [],
    });
  });

  it.each([
    ['without id', { ...minimal, id: undefined }],
    ['with a text id', { ...minimal, id: '7' }],
    ['without name', { ...minimal, name: '' }],
    ['without slug', { ...minimal, slug: undefined }],
    ['with a negative price', { ...minimal, price: -1 }],
    ['without images', { ...minimal, images: undefined }],
  ])('refuses a product %s', (_, value) => {
    expect(v.safeParse(productSchema, value).success).toBe(false);
  });
});

describe('tolerantListOf', () => {
  it('keeps the valid entries of a list', () => {
    expect(v.parse(tolerantListOf(productSchema), [minimal, { id: 2 }, null, 'x'])).toHaveLength(1);
  });

  it('refuses what is not a list', () => {
    expect(v.safeParse(tolerantListOf(productSchema), { 0: minimal }).success).toBe(false);
  });
});

describe('cartItemSchema', () => {
  it('reads a line, with no options when they are missing', () => {
    expect(v.parse(cartItemSchema, { product: minimal, quantity: 2 })).toMatchObject({
      options: [],
      quantity: 2,
    });
  });

  it.each([
    ['a zero quantity', { product: minimal, quantity: 0 }],
    ['a fractional quantity', { product: minimal, quantity: 1.5 }],
    ['options of another shape', { product: minimal, quantity: 1, options: [{ name: 'Size' }] }],
    ['an invalid product', { product: { id: 1 }, quantity: 1 }],
  ])('refuses %s', (_, value) => {
    expect(v.safeParse(cartItemSchema, value).success).toBe(false);
  });
});

describe('userSchema', () => {
  it('strips the token response and fills missing text', () => {
    const user = v.parse(userSchema, {
      email: 'red-parts@example.com',
      firstName: 'Ryan',
      tokenResponse: { token: 't', refreshToken: 'r' },
    });
    expect(user).toEqual({
      email: 'red-parts@example.com',
      phone: '',
      firstName: 'Ryan',
      lastName: '',
      avatar: '',
    });
  });

  it('refuses a user without email', () => {
    expect(v.safeParse(userSchema, { firstName: 'Ryan' }).success).toBe(false);
  });
});

describe('vehicleSchema', () => {
  it('needs every field', () => {
    const vehicle = { id: 1, year: 2011, make: 'Ford', model: 'Focus', engine: '2.0L' };
    expect(v.parse(vehicleSchema, vehicle)).toEqual(vehicle);
    expect(v.safeParse(vehicleSchema, { ...vehicle, year: '2011' }).success).toBe(false);
  });

  it('refuses an id no vehicle has (vehicle ids start at 1)', () => {
    const vehicle = { id: 1, year: 2011, make: 'Ford', model: 'Focus', engine: '2.0L' };
    expect(v.safeParse(vehicleSchema, { ...vehicle, id: 0 }).success).toBe(false);
    expect(v.safeParse(vehicleSchema, { ...vehicle, id: -3 }).success).toBe(false);
  });
});

describe('tokenPairSchema', () => {
  const refreshToken = 'r'.repeat(32);

  it.each([
    ['the mock backend', 'Ab3'.repeat(10) + 'xy'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl-_'],
    ['base64 with padding', 'QUJDREVGR0hJSktMTU5PUA+/=='],
  ])('takes a token of %s', (_, token) => {
    expect(v.parse(tokenPairSchema, { token, refreshToken })).toEqual({ token, refreshToken });
  });

  it.each(MALFORMED_TOKENS)('refuses a token with %s, as either token', (_, bad) => {
    expect(v.safeParse(tokenPairSchema, { token: bad, refreshToken }).success).toBe(false);
    expect(v.safeParse(tokenPairSchema, { token: refreshToken, refreshToken: bad }).success).toBe(
      false,
    );
  });
});
