import { blogLinks } from '@autoparts/shared/links';
import { CATEGORY_SEEDS } from './data/categories';
import { POST_SEEDS } from './data/posts';

/** The blog's pages for search engines: the post list, each category's list and every post. */
export function sitemapPages(): string[] {
  return [
    blogLinks.list.getHref(),
    ...CATEGORY_SEEDS.map(({ slug }) => blogLinks.list.getHref({ category: slug })),
    ...POST_SEEDS.map(({ slug }) => blogLinks.post.getHref(slug)),
  ];
}
