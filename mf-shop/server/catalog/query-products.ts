import type { ProductSort, ProductsList } from '@autoparts/shared';
import type { CategoryNode } from '../data/categories';
import type { Catalog } from '../data/catalog';
import { COLOR_PALETTE, colorBit } from '../data/palette';
import { buildFilters } from './build-filters';
import { cached } from './cached';
import { evaluate, selectPage, vehicleMarks, type Criteria } from './filter-engine';
import type { FilterValues, ProductListQuery } from './list-query';
import { pageWindow } from './paging';
import { ProductSearch } from '../search/product-search';

function flags(size: number, on: Iterable<number>): Uint8Array {
  const array = new Uint8Array(size);
  for (const i of on) if (i >= 0 && i < size) array[i] = 1;
  return array;
}

/**
 * Filter values as index terms, with the positions a search found (null: no search). Unknown
 * brand or colour slugs simply match nothing.
 */
export function resolveCriteria(
  catalog: Catalog,
  values: FilterValues,
  category: CategoryNode | null,
  found: Uint8Array | null = null,
): Criteria {
  const brandSlugs = catalog.brands.map((b) => b.slug);
  return {
    partTypes: category ? flags(catalog.tree.leafOfPartType.length, category.partTypes) : null,
    vehicle: values.vehicle,
    price: values.price,
    brands: values.brand.length
      ? flags(
          brandSlugs.length,
          values.brand.map((s) => brandSlugs.indexOf(s)),
        )
      : null,
    discounted: values.discount === 'any' ? null : values.discount === 'yes' ? 1 : 0,
    ratings: values.rating.length ? flags(6, values.rating) : null,
    colors: values.color.length
      ? values.color.reduce(
          (mask, slug) => (colorBit(slug) < 0 ? mask : mask | (1 << colorBit(slug))),
          0,
        )
      : null,
    found,
  };
}

/** Positions sorted by name (case-insensitive, then id); computed once per catalog. */
export function nameOrder(catalog: Catalog): Uint32Array {
  return cached(catalog, 'name-order', () => {
    const names = catalog.index.nameLower;
    const order = Uint32Array.from(names.keys());
    return order.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
  });
}

/** The list's order: by name when asked, else a search's best first, else the catalog's. */
function sortOrder(catalog: Catalog, sort: ProductSort, ranked: Uint32Array | null) {
  if (sort === 'default') return { order: ranked, descending: false };
  return { order: nameOrder(catalog), descending: sort === 'name_desc' };
}

export type ListAnswer = { found: true; list: ProductsList } | { found: false; category: string };

export function queryProducts(
  catalog: Catalog,
  { page, limit, sort, filters, preferVehicle }: ProductListQuery,
): ListAnswer {
  const category = filters.category === null ? null : catalog.tree.bySlug.get(filters.category);
  if (category === undefined) return { found: false, category: filters.category ?? '' };
  const fitting = preferVehicle === null ? null : vehicleMarks(catalog.index, preferVehicle);
  const searched = filters.search
    ? ProductSearch.of(catalog).search(filters.search, {
        prefer: fitting ? (position) => fitting[position] === 1 : undefined,
      })
    : null;
  const found = searched ? flags(catalog.index.size, searched.positions) : null;
  const criteria = resolveCriteria(catalog, filters, category, found);
  const evaluation = evaluate(catalog.index, criteria, {
    partTypes: catalog.tree.leafOfPartType.length,
    brands: catalog.brands.length,
    colors: COLOR_PALETTE.length,
  });
  const window = pageWindow(evaluation.total, page, limit);
  const { order, descending } = sortOrder(catalog, sort, searched?.positions ?? null);
  const positions = selectPage(evaluation.matches, order, descending, window.start, limit);
  return {
    found: true,
    list: {
      items: positions.map((i) => catalog.products[i]!),
      page,
      limit,
      sort,
      total: window.total,
      pages: window.pages,
      from: window.from,
      to: window.to,
      filters: buildFilters(catalog, filters, category, evaluation),
      // Only when the search itself found nothing: a list the filters emptied offers their reset.
      ...(searched?.count === 0
        ? { didYouMean: ProductSearch.of(catalog).didYouMean(filters.search) }
        : {}),
    },
  };
}
