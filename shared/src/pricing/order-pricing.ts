/**
 * Spec §9: what the cart shows and the shop's service charges on top of the subtotal. Its own
 * module, outside rules/: the cart store (on every page) imports it, and rules/ is bundled with
 * the forms a page asks for only when it shows one.
 */
export const ORDER_PRICING = {
  /** Flat shipping of every order. */
  shipping: 25,
  /** Tax, in percent of the subtotal. */
  taxPercent: 20,
} as const;
