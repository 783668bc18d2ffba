import { bigserial, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The site area's tables, in its own schema. */
export const site = pgSchema('site');

/** A message the contact form took; its id is the receipt's number (`MSG-00042`). */
export const contactMessages = site.table('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** Null when the form was sent without one. */
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
