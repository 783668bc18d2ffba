import type { OrderItem, Product, SelectedOption } from '@autoparts/shared';
import type { Catalog } from '../data/catalog';
import { MAX_QUANTITY, type NewOrderBody } from './order-schemas';
import { orderItem } from './pricing';

type NewLine = NewOrderBody['items'][number];
export type FieldErrors = Record<string, string[]>;

/**
 * The priced lines; or the lines' problems, `sold-out` when the only ones are products out of
 * stock (named in `products`: the order is fine, the shelf is not).
 */
export type PricedLines =
  | { ok: true; items: OrderItem[] }
  | { ok: false; kind: 'invalid'; errors: FieldErrors }
  | { ok: false; kind: 'sold-out'; errors: FieldErrors; products: string[] };

/** Names as the messages quote them: `"Brake Pad", "Oil Filter"`. */
export const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

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
 * `items.<n>.quantity` for each line of a product ordered more than MAX_QUANTITY times in all:
 * the cap is per product, so repeating a line cannot get past it.
 */
function overCap(catalog: Catalog, lines: readonly NewLine[]): FieldErrors {
  const totals = new Map<number, number>();
  for (const { productId, quantity } of lines)
    totals.set(productId, (totals.get(productId) ?? 0) + quantity);
  const errors: FieldErrors = {};
  lines.forEach(({ productId }, i) => {
    const product = catalog.products[productId - 1];
    if (product && totals.get(productId)! > MAX_QUANTITY)
      errors[`items.${i}.quantity`] = [
        `At most ${MAX_QUANTITY} of "${product.name}" in one order.`,
      ];
  });
  return errors;
}

/**
 * Prices each line from the catalog, after checking that the product exists, is not out of
 * stock (a backorder is fine), has the options chosen and is not ordered more than the cap in
 * all. Every line's problems are reported at once, under `items.<n>.productId`, `.options` and
 * `.quantity`. Lines are kept as sent, not merged: two lines of one product may be for two
 * vehicles.
 */
export function priceLines(catalog: Catalog, lines: readonly NewLine[]): PricedLines {
  const errors: FieldErrors = {};
  const items: OrderItem[] = [];
  const soldOut = new Set<string>();
  let soldOutLines = 0;
  lines.forEach((line, i) => {
    // products[i].id === i + 1 (data/catalog.ts)
    const product = catalog.products[line.productId - 1];
    if (!product) {
      errors[`items.${i}.productId`] = [`There is no product with id ${line.productId}.`];
      return;
    }
    if (product.stock === 'out-of-stock') {
      errors[`items.${i}.productId`] = [`"${product.name}" is out of stock.`];
      soldOut.add(product.name);
      soldOutLines += 1;
      return;
    }
    const choice = chooseOptions(product, line.options);
    if (!choice.ok) errors[`items.${i}.options`] = choice.problems;
    else items.push(orderItem(product, choice.options, line.quantity, line.vehicle));
  });
  Object.assign(errors, overCap(catalog, lines));
  const problems = Object.keys(errors).length;
  if (problems === 0) return { ok: true, items };
  // A sold-out line has that one problem: when they are all there is, stock is the refusal.
  return problems === soldOutLines
    ? { ok: false, kind: 'sold-out', errors, products: [...soldOut] }
    : { ok: false, kind: 'invalid', errors };
}
