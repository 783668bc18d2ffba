import { NotFound } from '@autoparts/shared';

/** The spec's 404 page: /site/not-found, and any address under /site that is no page. */
export function SiteNotFoundPage() {
  return <NotFound />;
}
