import type { BlogAuthor } from '../../src/lib/blog-types';

export type AuthorKey = 'jessica' | 'adam' | 'maria' | 'tom';

export const AUTHORS: Readonly<Record<AuthorKey, BlogAuthor>> = {
  jessica: {
    name: 'Jessica Moore',
    role: 'ASE-certified service technician',
    bio: 'Jessica has spent twelve years in independent workshops and writes the step-by-step repair guides. She believes most owners can do far more on their own cars than they think.',
  },
  adam: {
    name: 'Adam Brooks',
    role: 'Parts specialist',
    bio: 'Adam runs our parts desk and answers thousands of fitment questions a year. His guides help you pick the right part the first time.',
  },
  maria: {
    name: 'Maria Santos',
    role: 'Editor',
    bio: 'Maria edits the RedParts blog and keeps customers up to date on store news, offers and seasonal checklists.',
  },
  tom: {
    name: 'Tom Kowalski',
    role: 'Performance tuner',
    bio: 'Tom builds track-day cars on weekends and covers suspension, intake and lighting upgrades that are worth the money.',
  },
};
