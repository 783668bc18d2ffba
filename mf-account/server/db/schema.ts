import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The account area's tables, in its own schema; other areas name a customer by `users.id` only. */
export const account = pgSchema('account');

export const users = account.table(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    /** The phone's digits: either form of a number signs in to one account. */
    phoneDigits: text('phone_digits').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An empty phone names no account.
  (table) => [
    uniqueIndex('users_phone_digits')
      .on(table.phoneDigits)
      .where(sql`phone_digits <> ''`),
  ],
);

/** A sign-in: one live access and refresh token (kept as digests), rotated together. */
export const sessions = account.table(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessDigest: text('access_digest').notNull().unique(),
    accessExpiresAt: bigint('access_expires_at', { mode: 'number' }).notNull(),
    refreshDigest: text('refresh_digest').notNull().unique(),
    refreshExpiresAt: bigint('refresh_expires_at', { mode: 'number' }).notNull(),
    lastUsedAt: bigint('last_used_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('sessions_user').on(table.userId, table.lastUsedAt)],
);

/** Refresh tokens rotated away: presenting one again ends its session (a copy was taken). */
export const spentRefreshTokens = account.table(
  'spent_refresh_tokens',
  {
    digest: text('digest').primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    spentAt: bigint('spent_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('spent_refresh_tokens_session').on(table.sessionId, table.spentAt)],
);

export const resetLinks = account.table(
  'reset_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('reset_links_user').on(table.userId, table.id)],
);

export const addresses = account.table(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    country: text('country').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull(),
  },
  (table) => [
    index('addresses_user').on(table.userId, table.id),
    // At most one default address per customer, whatever two requests do at once.
    uniqueIndex('addresses_one_default')
      .on(table.userId)
      .where(sql`is_default`),
  ],
);
