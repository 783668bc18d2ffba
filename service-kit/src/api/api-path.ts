/**
 * Handlers match any origin: the same slice answers the composed gateway on :8080, a team's
 * dev server on its own port and msw/node in jest.
 */
export function apiPath(path: string): string {
  return `*/api${path.startsWith('/') ? path : `/${path}`}`;
}
