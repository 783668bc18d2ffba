// The shop's order pages (spec §2): after placing, the shopper lands on the success page's link.

export const ORDER_SUCCESS_PATH = '/shop/order-success';
export const TRACK_ORDER_PATH = '/shop/track-order';

export function orderSuccessPath(token: string): string {
  return `${ORDER_SUCCESS_PATH}/${encodeURIComponent(token)}`;
}
