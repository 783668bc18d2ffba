import type { PostSeed } from './post-seed';
import { SPRING_SUMMER_POSTS } from './posts-spring-summer';
import { SUMMER_AUTUMN_POSTS } from './posts-summer-autumn';
import { WINTER_SPRING_POSTS } from './posts-winter-spring';

/**
 * Every post the editors wrote, newest first (the order of every list the blog shows): the
 * demo data the seed writes into the `blog` schema, which the service answers from.
 */
export const POST_SEEDS: readonly PostSeed[] = [
  ...WINTER_SPRING_POSTS,
  ...SPRING_SUMMER_POSTS,
  ...SUMMER_AUTUMN_POSTS,
].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
