import { useSearchParams } from '@autoparts/shared/router';
import { blogLinks, type BlogListQuery } from '@autoparts/shared';

/**
 * Links to a list that keep the visitor's chosen layout and sidebar side: switching category
 * or searching should not throw them back to the classic layout.
 */
export function useListLink(): (query?: BlogListQuery) => string {
  const [searchParams] = useSearchParams();
  const layout = searchParams.get('layout') ?? undefined;
  const sidebar = searchParams.get('sidebar') ?? undefined;
  return (query = {}) => blogLinks.list.getHref({ layout, sidebar, ...query });
}
