import type { Product } from '@autoparts/shared';

export interface AttributeRow {
  name: string;
  /** One per product, in the products' order; null where the product has no such attribute. */
  values: (string | null)[];
}

/**
 * The attributes of the compared products as table rows, matched by name (products of
 * different types share "Color", "Material" ...), in the order they are first met.
 */
export function attributeRows(products: readonly Product[]): AttributeRow[] {
  const names = [...new Set(products.flatMap((p) => p.attributes.map((a) => a.name)))];
  return names.map((name) => ({
    name,
    values: products.map((product) => {
      const values = product.attributes.find((a) => a.name === name)?.values ?? [];
      return values.length > 0 ? values.map((v) => v.name).join(', ') : null;
    }),
  }));
}
