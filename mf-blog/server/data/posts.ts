import type {
  BlogCategoryLink,
  BlogPost,
  BlogPostLink,
  BlogPostSummary,
} from '../../src/lib/blog-types';
import { AUTHORS } from './authors';
import { CATEGORY_SEEDS, type CategorySlug } from './categories';
import { commentsOf } from './comments';
import type { PostSeed } from './post-seed';
import { SPRING_SUMMER_POSTS } from './posts-spring-summer';
import { SUMMER_AUTUMN_POSTS } from './posts-summer-autumn';
import { WINTER_SPRING_POSTS } from './posts-winter-spring';

const WORDS_PER_MINUTE = 200;

/** Every post, newest first (the order of every list the blog shows). */
export const POST_SEEDS: readonly PostSeed[] = [
  ...WINTER_SPRING_POSTS,
  ...SPRING_SUMMER_POSTS,
  ...SUMMER_AUTUMN_POSTS,
].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

export function postImagePath(slug: string): string {
  return `/api/blog/images/${slug}.svg`;
}

function categoryLink(slug: CategorySlug): BlogCategoryLink {
  const category = CATEGORY_SEEDS.find((c) => c.slug === slug);
  return { slug, name: category?.name ?? slug };
}

function readingMinutes(seed: PostSeed): number {
  const words = seed.body.join(' ').split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function toSummary(seed: PostSeed): BlogPostSummary {
  const categoryLinks = seed.categories.map(categoryLink);
  return {
    id: seed.id,
    slug: seed.slug,
    title: seed.title,
    image: postImagePath(seed.slug),
    categories: categoryLinks.map((c) => c.name),
    categoryLinks,
    date: seed.date,
    author: AUTHORS[seed.author].name,
    excerpt: seed.excerpt,
    commentsCount: commentsOf(seed).total,
    readingMinutes: readingMinutes(seed),
  };
}

const linkTo = (seed: PostSeed | undefined): BlogPostLink | null =>
  seed ? { slug: seed.slug, title: seed.title } : null;

export function toPost(seed: PostSeed): BlogPost {
  const index = POST_SEEDS.indexOf(seed);
  return {
    ...toSummary(seed),
    author: AUTHORS[seed.author],
    body: seed.body,
    tags: seed.tags,
    // Lists run newest first: the previous post is the older one, the next one is newer.
    previous: linkTo(POST_SEEDS[index + 1]),
    next: index > 0 ? linkTo(POST_SEEDS[index - 1]) : null,
  };
}

/** A post by its slug or its numeric id, so both link styles resolve. */
export function findPost(idOrSlug: string): PostSeed | undefined {
  const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  return POST_SEEDS.find((seed) => (id !== null ? seed.id === id : seed.slug === idOrSlug));
}
