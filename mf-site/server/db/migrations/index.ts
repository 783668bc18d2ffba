import type { Migration } from '@autoparts/service-kit';
import { CONTACT_MESSAGES_0001 } from './0001-contact-messages';

/**
 * The site schema's migrations, oldest first. Kept as modules, not files read at start, so a
 * bundled service carries them. A migration is never edited once merged: a change of shape is
 * the next one.
 */
export const siteMigrations: readonly Migration[] = [
  { id: '0001_contact_messages', sql: CONTACT_MESSAGES_0001 },
];
