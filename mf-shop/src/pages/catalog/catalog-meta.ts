import type { TFunction } from 'i18next';
import { shopLinks, type Category, type PageMeta } from '@autoparts/shared';

export interface CatalogMetaInput {
  /** The page's heading: the category, all products, or the search. */
  title: string;
  category: Category | null;
  /** The name searched for, if any. */
  query: string;
  page: number;
  /** The category's landing page (its subcategories) rather than its product list. */
  landing: boolean;
}

/**
 * A product list's head. Its canonical address keeps the category and the page but drops the
 * filters, sorting and view: they only narrow or reorder the same products. A search's results
 * are no page of their own to index.
 */
export function catalogPageMeta(
  t: TFunction,
  { title, category, query, page, landing }: CatalogMetaInput,
): PageMeta {
  const description = query
    ? t('seo.search', { query })
    : category
      ? t('seo.category', { name: category.name })
      : t('seo.allProducts');
  const canonical =
    landing && category
      ? shopLinks.category.getHref(category)
      : shopLinks.products.getHref({ category: category?.slug, page });
  return { title, description, canonical, noindex: query !== '' };
}
