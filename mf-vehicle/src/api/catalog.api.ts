import { getHttp } from '@autoparts/shared';
import { expectAnswer, isRecord, type Guard } from './answers';

/** A top category of the shop with how many of its parts fit one vehicle. */
export interface FittingCategory {
  slug: string;
  name: string;
  count: number;
}

export interface FittingParts {
  /** Every part that fits the vehicle (parts fit for all vehicles included). */
  total: number;
  categories: FittingCategory[];
}

/** The shop's answers this area reads: the parts that fit a vehicle, counted per category. */
export interface CatalogApi {
  fittingParts(vehicleId: number): Promise<FittingParts>;
}

interface CategoryItem extends FittingCategory {
  /** Ancestors of a chosen category, the chosen one, then its children (or the top categories). */
  type?: string;
}

interface ProductListAnswer {
  total: number;
  filters: unknown[];
}

const isProductList: Guard<ProductListAnswer> = (value): value is ProductListAnswer =>
  isRecord(value) && typeof value.total === 'number' && Array.isArray(value.filters);

const isCategoryItem: Guard<CategoryItem> = (value): value is CategoryItem =>
  isRecord(value) &&
  typeof value.slug === 'string' &&
  typeof value.name === 'string' &&
  typeof value.count === 'number';

/** Only what the page shows: the list's total and its category facet (other filters are skipped). */
export function fittingPartsOf(body: unknown): FittingParts {
  const list = expectAnswer(isProductList, body);
  const facet = list.filters.find((filter) => isRecord(filter) && filter.type === 'category');
  const items = isRecord(facet) && Array.isArray(facet.items) ? facet.items : [];
  const categories = items
    .filter(isCategoryItem)
    // With no category chosen the facet lists the top categories as its children.
    .filter((item) => (item.type ?? 'child') === 'child' && item.count > 0)
    .map(({ slug, name, count }) => ({ slug, name, count }));
  return { total: list.total, categories };
}

export const catalogApi: CatalogApi = {
  async fittingParts(vehicleId) {
    // One product is enough: the answer's facet counts the whole list.
    const searchParams = { filter_vehicle: String(vehicleId), limit: '1' };
    return fittingPartsOf(await getHttp().get('shop/products', { searchParams }).json());
  },
};
