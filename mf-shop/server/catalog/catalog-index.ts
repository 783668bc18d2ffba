import type { Product } from '@autoparts/shared';
import { colorBit, type ColorSlug } from '../data/palette';

/**
 * Columns of the facts the list filters test, one slot per product, in typed arrays: a filtered
 * list over 100,000 products is one tight loop over numbers, with no object access or cloning.
 */
export interface CatalogIndex {
  size: number;
  typeOf: Uint16Array;
  brandOf: Uint8Array;
  price: Float64Array;
  /** 1 when the product has a compareAtPrice. */
  discounted: Uint8Array;
  /** The rating rounded to an integer, as the rating filter compares it (spec §9). */
  rating: Uint8Array;
  /** Bit `colorBit(slug)` set for each palette colour of the product. */
  colorMask: Uint32Array;
  /** 1 when compatibility is 'all'. */
  fitsAll: Uint8Array;
  /** Products listing vehicle v: vehicleProducts[vehicleStart[v] .. vehicleStart[v + 1]). */
  vehicleStart: Uint32Array;
  vehicleProducts: Uint32Array;
  maxVehicleId: number;
  /** Lower-cased names, for the lists sorted by name. */
  nameLower: string[];
}

export interface IndexedProduct {
  product: Product;
  typeIndex: number;
  brandIndex: number;
  colors: readonly ColorSlug[];
}

export function buildCatalogIndex(
  entries: readonly IndexedProduct[],
  maxVehicleId: number,
): CatalogIndex {
  const size = entries.length;
  const index: CatalogIndex = {
    size,
    typeOf: new Uint16Array(size),
    brandOf: new Uint8Array(size),
    price: new Float64Array(size),
    discounted: new Uint8Array(size),
    rating: new Uint8Array(size),
    colorMask: new Uint32Array(size),
    fitsAll: new Uint8Array(size),
    vehicleStart: new Uint32Array(maxVehicleId + 2),
    vehicleProducts: new Uint32Array(0),
    maxVehicleId,
    nameLower: new Array<string>(size),
  };
  // Fitment lists become a compressed index by vehicle (counts, prefix sums, fill) so a vehicle
  // filter touches only the products that list it.
  const counts = new Uint32Array(maxVehicleId + 2);
  entries.forEach(({ product, typeIndex, brandIndex, colors }, i) => {
    index.typeOf[i] = typeIndex;
    index.brandOf[i] = brandIndex;
    index.price[i] = product.price;
    index.discounted[i] = product.compareAtPrice === null ? 0 : 1;
    index.rating[i] = Math.round(product.rating);
    index.colorMask[i] = colors.reduce((mask, c) => mask | (1 << colorBit(c)), 0);
    index.fitsAll[i] = product.compatibility === 'all' ? 1 : 0;
    index.nameLower[i] = product.name.toLowerCase();
    if (Array.isArray(product.compatibility)) {
      for (const v of product.compatibility) if (v <= maxVehicleId) counts[v + 1]!++;
    }
  });
  for (let v = 1; v < counts.length; v++)
    index.vehicleStart[v] = index.vehicleStart[v - 1]! + counts[v]!;
  index.vehicleProducts = new Uint32Array(index.vehicleStart[maxVehicleId + 1]!);
  const fill = index.vehicleStart.slice();
  entries.forEach(({ product }, i) => {
    if (!Array.isArray(product.compatibility)) return;
    for (const v of product.compatibility)
      if (v <= maxVehicleId) index.vehicleProducts[fill[v]!++] = i;
  });
  return index;
}
