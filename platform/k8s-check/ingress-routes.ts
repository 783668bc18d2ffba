import type { K8sObject } from './kustomize';

export interface Route {
  service: string;
  port: string | number;
  /** The path the service receives, after the Ingress's rewrite. */
  path: string;
}

interface Candidate extends Route {
  exact: boolean;
  /** The Ingress path as written: ingress-nginx tries longer ones first. */
  length: number;
}

/**
 * Where ingress-nginx sends a request for `requestPath`: Exact and Prefix paths as the Ingress API
 * defines them, regular expressions (use-regex) matched from the start and case-insensitively,
 * and rewrite-target's `$n` filled from the match. Hosts are ignored: the storefront has one.
 */
export function routeOf(objects: readonly K8sObject[], requestPath: string): Route | undefined {
  const candidates: Candidate[] = [];
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    const annotations = ingress.metadata.annotations ?? {};
    const regex = annotations['nginx.ingress.kubernetes.io/use-regex'] === 'true';
    const rewrite = annotations['nginx.ingress.kubernetes.io/rewrite-target'] as string | undefined;
    for (const rule of ingress.spec?.rules ?? []) {
      for (const entry of rule.http?.paths ?? []) {
        const match = matchPath(entry.path, entry.pathType, regex, requestPath);
        if (!match) continue;
        const service = entry.backend.service;
        candidates.push({
          service: service.name,
          port: service.port.name ?? service.port.number,
          path: rewrite
            ? rewrite.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '')
            : requestPath,
          exact: entry.pathType === 'Exact',
          length: entry.path.length,
        });
      }
    }
  }
  candidates.sort((a, b) => Number(b.exact) - Number(a.exact) || b.length - a.length);
  const best = candidates[0];
  return best && { service: best.service, port: best.port, path: best.path };
}

function matchPath(
  path: string,
  pathType: string,
  regex: boolean,
  requestPath: string,
): RegExpMatchArray | null {
  if (pathType === 'Exact') return requestPath === path ? [requestPath] : null;
  if (pathType === 'ImplementationSpecific' && regex) {
    return requestPath.match(new RegExp(`^${path}`, 'i'));
  }
  // Prefix (and a plain ImplementationSpecific path): whole path elements, `/` matching all.
  const prefix = path.replace(/\/+$/, '');
  const matches = requestPath === prefix || requestPath.startsWith(`${prefix}/`);
  return matches ? [requestPath] : null;
}

/** Where each request should go (its Service and the path it receives), as problems where not. */
export function routeProblems(
  objects: readonly K8sObject[],
  expected: readonly (readonly [request: string, service: string, path: string])[],
): string[] {
  return expected.flatMap(([request, service, path]) => {
    const route = routeOf(objects, request);
    return route?.service === service && route.path === path
      ? []
      : [
          `Ingress: ${request} should reach Service ${service} as ${path}, but ${
            route ? `reaches ${route.service} as ${route.path}` : 'matches no path'
          }`,
        ];
  });
}
