/**
 * A path segment decoded as the router decodes it for a page's params; undefined when it is
 * malformed (left to the page to refuse). null and undefined pass through.
 */
export function decodeSegment<T extends string | null | undefined>(segment: T): T | undefined {
  if (segment === null || segment === undefined) return segment;
  try {
    return decodeURIComponent(segment) as T;
  } catch {
    return undefined;
  }
}
