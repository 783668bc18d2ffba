import type { Migration } from '@autoparts/service-kit';
import { POSTS_0001 } from './0001-posts';

/**
 * The blog schema's migrations, oldest first. Kept as modules, not files read at start, so a
 * bundled service carries them. A migration is never edited once merged: a change of shape is
 * the next one.
 */
export const blogMigrations: readonly Migration[] = [{ id: '0001_posts', sql: POSTS_0001 }];
