import type { PostMotif } from '../images/motifs';
import type { AuthorKey } from './authors';
import type { CategorySlug } from './categories';

/** One post as the editors wrote it; ids, links and counts are derived in posts.ts. */
export interface PostSeed {
  id: number;
  slug: string;
  title: string;
  /** ISO date of publication. */
  date: string;
  author: AuthorKey;
  categories: CategorySlug[];
  motif: PostMotif;
  excerpt: string;
  body: string[];
  tags: string[];
}
