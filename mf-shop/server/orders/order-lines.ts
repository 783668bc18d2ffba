import type { OrderItem, Product, SelectedOption } from '@autoparts/shared';
import type { Catalog } from '../data/catalog';
import type { NewOrderBody } from './order-schemas';
import { orderItem } from './pricing';

type NewLine = NewOrderBody['items'][number];
export type FieldErrors = Record<string, string[]>;

export type PricedLines = { ok: true; items: OrderItem[] } | { ok: false; errors: FieldErrors };

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * The product's options as chosen, in the product's order; or what is wrong with the choice.
 * Every option is required (spec §5) and names are matched as the cart stores them.
 */
function chooseOptions(
  product: Product,
  chosen: readonly SelectedOption[],
): { ok: true; options: SelectedOption[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (const { name, value } of chosen) {
    const option = product.options.find((o) => o.name === name);
    if (!option) {
      const names = product.options.map((o) => o.name);
      problems.push(
        names.length
          ? `"${product.name}" has no option "${name}"; its options are ${quoted(names)}.`
          : `"${product.name}" has no options.`,
      );
    } else if (seen.has(name)) {
      problems.push(`The option "${name}" is chosen twice.`);
    } else if (option.values.some((v) => v.name === value)) {
      values.set(name, value);
    } else {
      const names = option.values.map((v) => v.name);
      problems.push(`"${value}" is not a ${name} of "${product.name}"; choose ${quoted(names)}.`);
    }
    seen.add(name);
  }
  for (const option of product.options)
    if (!seen.has(option.name)) problems.push(`Choose a ${option.name}.`);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    options: product.options.map((o) => ({ name: o.name, value: values.get(o.name)! })),
  };
}

/**
 * Prices each line from the catalog, after checking that the product exists, is not out of
 * stock (a backorder is fine) and has the options chosen. Every line's problems are reported at
 * once, under `items.<n>.productId` and `items.<n>.options`. Lines are kept as sent, not merged:
 * two lines of one product may be for two vehicles.
 */
export function priceLines(catalog: Catalog, lines: readonly NewLine[]): PricedLines {
  const errors: FieldErrors = {};
  const items: OrderItem[] = [];
  lines.forEach((line, i) => {
    // products[i].id === i + 1 (data/catalog.ts)
    const product = catalog.products[line.productId - 1];
    if (!product) {
      errors[`items.${i}.productId`] = [`There is no product with id ${line.productId}.`];
      return;
    }
    if (product.stock === 'out-of-stock') {
      errors[`items.${i}.productId`] = [`"${product.name}" is out of stock.`];
      return;
    }
    const choice = chooseOptions(product, line.options);
    if (!choice.ok) errors[`items.${i}.options`] = choice.problems;
    else items.push(orderItem(product, choice.options, line.quantity, line.vehicle));
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, items };
}
