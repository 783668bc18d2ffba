import { NotFound } from '@autoparts/shared';

/** Any address the storefront has no page for. */
export function NotFoundPage() {
  return <NotFound />;
}
