import { problem } from '@autoparts/service-kit';

// The slice's 404 answers in the spec's payload (spec §8: Page Not Found, Product not found).

export const productNotFound = (slug: string) =>
  problem(404, 'Product not found', `No product has the slug "${slug}".`);

export const categoryNotFound = (slug: string) =>
  problem(404, 'Page Not Found', `No category has the slug "${slug}".`);

export const imageNotFound = (path: string) =>
  problem(404, 'Image not found', `There is no image at "${path}".`);

export const listNotFound = (name: string, lists: readonly string[]) =>
  problem(404, 'Page Not Found', `There is no product list "${name}". Lists: ${lists.join(', ')}.`);

/** One answer whatever the reason (unknown, another customer's), so ids cannot be probed. */
export const orderNotFound = (detail = 'There is no such order.') =>
  problem(404, 'Order not found', detail);
