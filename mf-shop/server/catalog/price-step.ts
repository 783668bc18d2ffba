/**
 * The price filter's step: 10 to the power (digits of the maximum's whole part minus 2), e.g.
 * 1 up to 99, 10 up to 999, 100 up to 9,999 (spec §9).
 */
export function priceStep(max: number): number {
  const digits = String(Math.floor(Math.abs(max))).length;
  return 10 ** (digits - 2);
}

/** Bounds widened outwards to whole steps; decimals trimmed so 0.1 steps stay exact. */
export function roundPriceRange(min: number, max: number): [number, number] {
  const step = priceStep(max);
  const decimals = Math.max(0, -Math.round(Math.log10(step)));
  const snap = (value: number) => Number(value.toFixed(decimals));
  return [snap(Math.floor(min / step) * step), snap(Math.ceil(max / step) * step)];
}
