import type { RequestHandler } from 'express';

/**
 * Which area's service answers an API path: its own prefix, plus the spec's paths outside it
 * (authentication and account lookups are the account's, products by slug and the weather
 * sample the shop's). Matched case-sensitively, as the services match their handlers.
 */
const OWNED_PREFIXES: readonly (readonly [string, string])[] = [
  ['/api/shop/', 'shop'],
  ['/api/Product/', 'shop'],
  ['/api/WeatherForecast/', 'shop'],
  ['/api/account/', 'account'],
  ['/api/Authentication/', 'account'],
  ['/api/Account/', 'account'],
  ['/api/vehicle/', 'vehicle'],
  ['/api/blog/', 'blog'],
  ['/api/site/', 'site'],
];

export function ownerOf(path: string): string | null {
  for (const [prefix, area] of OWNED_PREFIXES)
    if (path.startsWith(prefix) || `${path}/` === prefix) return area;
  return null;
}

/** Sends each API request to the service of the area that owns its path (in-process or proxied). */
export function routeToOwners(services: Readonly<Record<string, RequestHandler>>): RequestHandler {
  return (req, res, next) => {
    const owner = ownerOf(req.path);
    const service = owner ? services[owner] : undefined;
    return service ? service(req, res, next) : next();
  };
}
