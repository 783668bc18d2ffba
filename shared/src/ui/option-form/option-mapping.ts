import type { ProductOption, SelectedOption } from '../../types';

/** What a visitor picked: option slug -> value slug. */
export type OptionSelection = Readonly<Record<string, string | undefined>>;

function chosenValue(option: ProductOption, selection: OptionSelection) {
  const valueSlug = selection[option.slug];
  return valueSlug === undefined ? undefined : option.values.find((v) => v.slug === valueSlug);
}

/**
 * The cart's name/value pairs for a selection (spec §5): option slug and value slug become the
 * option's and value's names, in the product's option order; slugs the product does not have
 * are ignored.
 */
export function selectedOptions(
  options: readonly ProductOption[],
  selection: OptionSelection,
): SelectedOption[] {
  const pairs: SelectedOption[] = [];
  for (const option of options) {
    const value = chosenValue(option, selection);
    if (value) pairs.push({ name: option.name, value: value.name });
  }
  return pairs;
}

/** The options still without a valid value: every option is required (spec §5). */
export function missingOptions(
  options: readonly ProductOption[],
  selection: OptionSelection,
): ProductOption[] {
  return options.filter((option) => !chosenValue(option, selection));
}

export function isSelectionComplete(
  options: readonly ProductOption[],
  selection: OptionSelection,
): boolean {
  return missingOptions(options, selection).length === 0;
}
