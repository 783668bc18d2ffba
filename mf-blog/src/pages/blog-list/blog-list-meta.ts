import type { TFunction } from 'i18next';
import { blogLinks, type PageMeta } from '@autoparts/shared';

export interface BlogListMetaInput {
  /** The list's heading. */
  title: string;
  category: string | undefined;
  /** The category's name, once known. */
  categoryName: string | undefined;
  search: string | undefined;
  page: number;
}

/**
 * The post list's head. Its canonical address keeps the category and the page, not the layout
 * or sidebar (the same posts drawn another way; the demo routes are such views too). A search's
 * results are no page of their own to index.
 */
export function blogListMeta(
  t: TFunction<'blog'>,
  { title, category, categoryName, search, page }: BlogListMetaInput,
): PageMeta {
  const description = search
    ? t('seo.search', { query: search })
    : categoryName
      ? t('seo.category', { name: categoryName })
      : t('seo.list');
  const canonical = blogLinks.list.getHref({ category, page: page > 1 ? page : undefined });
  return { title, description, canonical, noindex: search !== undefined };
}
