import type {
  CategoryFilter,
  CategoryFilterItem,
  ColorFilter,
  FilterItem,
  ProductFilter,
  RatingFilter,
} from '@autoparts/shared';
import { categoryPath, type CategoryNode } from '../data/categories';
import type { Catalog } from '../data/catalog';
import { COLOR_PALETTE } from '../data/palette';
import type { Evaluation } from './filter-engine';
import type { FilterValues } from './list-query';
import { roundPriceRange } from './price-step';

function categoryFilter(
  catalog: Catalog,
  chosen: CategoryNode | null,
  counts: Uint32Array,
): CategoryFilter {
  const item = (node: CategoryNode, type: CategoryFilterItem['type']): CategoryFilterItem => ({
    slug: node.ref.slug,
    name: node.ref.name,
    type,
    count: node.partTypes.reduce((sum, t) => sum + counts[t]!, 0),
  });
  const path = chosen ? categoryPath(chosen) : [];
  const children = chosen ? chosen.children : catalog.tree.roots;
  return {
    type: 'category',
    slug: 'category',
    name: 'Categories',
    value: chosen?.ref.slug ?? null,
    items: [
      ...path.map((node) => item(node, node === chosen ? 'current' : 'parent')),
      ...children.map((node) => item(node, 'child')),
    ],
  };
}

/** Checklist items nobody could pick (count 0) are left out unless they are chosen. */
function shown<T extends FilterItem>(items: T[], chosen: readonly string[]): T[] {
  return items.filter((item) => item.count > 0 || chosen.includes(item.slug));
}

/** The filter panel: each filter's value and its options with counts (spec §3 filters). */
export function buildFilters(
  catalog: Catalog,
  values: FilterValues,
  chosenCategory: CategoryNode | null,
  evaluation: Evaluation,
): ProductFilter[] {
  const [min, max] = evaluation.priceBounds ? roundPriceRange(...evaluation.priceBounds) : [0, 0];
  const { discountCounts: discount } = evaluation;
  const rating: RatingFilter = {
    type: 'rating',
    slug: 'rating',
    name: 'Rating',
    value: values.rating,
    items: [5, 4, 3, 2, 1]
      .map((r) => ({
        slug: String(r),
        name: String(r),
        rating: r,
        count: evaluation.ratingCounts[r]!,
      }))
      .filter((item) => item.count > 0 || values.rating.includes(item.rating)),
  };
  const color: ColorFilter = {
    type: 'color',
    slug: 'color',
    name: 'Color',
    value: values.color,
    items: shown(
      COLOR_PALETTE.map((c, bit) => ({ ...c, count: evaluation.colorCounts[bit]! })),
      values.color,
    ),
  };
  return [
    categoryFilter(catalog, chosenCategory, evaluation.partTypeCounts),
    { type: 'vehicle', slug: 'vehicle', name: 'Vehicle', value: values.vehicle },
    { type: 'range', slug: 'price', name: 'Price', value: values.price ?? [min, max], min, max },
    {
      type: 'check',
      slug: 'brand',
      name: 'Brand',
      value: values.brand,
      items: shown(
        catalog.brands.map((b, i) => ({
          slug: b.slug,
          name: b.name,
          count: evaluation.brandCounts[i]!,
        })),
        values.brand,
      ),
    },
    {
      type: 'radio',
      slug: 'discount',
      name: 'With Discount',
      value: values.discount,
      items: [
        { slug: 'any', name: 'Any', count: discount[0]! + discount[1]! },
        { slug: 'yes', name: 'Yes', count: discount[1]! },
        { slug: 'no', name: 'No', count: discount[0]! },
      ],
    },
    rating,
    color,
  ];
}
