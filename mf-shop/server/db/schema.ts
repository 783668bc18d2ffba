import { sql } from 'drizzle-orm';
import type {
  Address,
  CartTotal,
  OrderItem,
  OrderStatus,
  PartNumberRef,
  ProductBadge,
  StockStatus,
} from '@autoparts/shared';
import {
  bigint,
  index,
  integer,
  doublePrecision,
  jsonb,
  numeric,
  pgSchema,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** The shop area's tables, in its own schema; a customer is named by the account's id only. */
export const shop = pgSchema('shop');

/**
 * A placed order, kept as the client was told about it: its lines (each with a snapshot of the
 * product) and its addresses are copies, so later catalog or address-book changes leave it be.
 * `customer_id` is null for a guest's order.
 */
export const orders = shop.table(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    token: text('token').notNull().unique(),
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payment: text('payment').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    quantity: integer('quantity').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    totals: jsonb('totals').$type<CartTotal[]>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    comment: text('comment').notNull(),
  },
  (table) => [
    index('orders_customer')
      .on(table.customerId, table.createdAt)
      .where(sql`customer_id is not null`),
  ],
);

/**
 * The `Idempotency-Key`s of placed orders, per customer (all guests share one scope, a null
 * customer): the unique pair makes two requests with one key place one order.
 */
export const idempotencyKeys = shop.table(
  'idempotency_keys',
  {
    customerId: integer('customer_id'),
    key: text('key').notNull(),
    /** The request's body, as placeOrder fingerprints it: a retry must send the same. */
    fingerprint: text('fingerprint').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('idempotency_keys_scope').on(table.customerId, table.key).nullsNotDistinct()],
);

/** Reviews written by visitors; the catalog's sample reviews are generated, never stored. */
export const reviews = shop.table(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id').notNull(),
    /** The signed-in author, or null for a guest's review. */
    customerId: integer('customer_id'),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('reviews_product').on(table.productId, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * The catalog's products, one row each; brand, part type, attributes and category are named by
 * slug and resolved over the taxonomy in code (data/brands.ts, data/part-types). Written by the
 * `catalog` seed; the service answers from a read model built from these rows (catalog/read-model.ts).
 */
export const products = shop.table('products', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sku: text('sku').notNull().unique(),
  partNumber: text('part_number').notNull(),
  name: text('name').notNull(),
  excerpt: text('excerpt').notNull(),
  description: text('description').notNull(),
  brand: text('brand').notNull(),
  partType: text('part_type').notNull(),
  line: text('line').notNull(),
  colors: text('colors').array().notNull(),
  specValues: text('spec_values').array().notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
  stock: text('stock').$type<StockStatus>().notNull(),
  badges: text('badges').array().$type<ProductBadge[]>().notNull(),
  rating: doublePrecision('rating').notNull(),
  sampleReviews: integer('sample_reviews').notNull(),
  /** 'all', 'unknown', or 'list': the vehicles in `vehicle_ids` (ids of the vehicle area). */
  fitment: text('fitment').$type<'all' | 'unknown' | 'list'>().notNull(),
  vehicleIds: integer('vehicle_ids').array().notNull(),
  images: text('images').array().notNull(),
  /** The OEM numbers the product replaces and its equivalents' numbers ({ brand, number }). */
  oem: jsonb('oem').$type<PartNumberRef[]>().notNull().default([]),
  interchange: jsonb('interchange').$type<PartNumberRef[]>().notNull().default([]),
});
