import { trustedProxies } from '@autoparts/service-kit';
import type { AreaApi } from './area-apis';
import { routeProblems } from './ingress-routes';
import { containersOf, type K8sObject } from './kustomize';

/** An area's API service and what it needs from the cluster. */
export interface AreaApiSpec extends AreaApi {
  /** It reads DATABASE_URL. */
  database: boolean;
  /** It asks the account's service who is signed in (ACCOUNT_API_URL). */
  asksAccount: boolean;
}

export interface ApiWiring {
  apis: readonly AreaApiSpec[];
  /** The crawler files' service: told where every area's service is, so it runs none itself. */
  crawler: string;
  /** The Secret whose DATABASE_URL key the services read. */
  databaseSecret: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Container = any;
type EnvVar = { name: string; value?: string; valueFrom?: Record<string, unknown> };

/** A public address no proxy of the storefront has: a list trusting it trusts the internet. */
const PUBLIC_ADDRESS = '8.8.8.8';

/** The container port a probe or Service names (a number, or a port's name). */
const portNumber = (container: Container, port: string | number | undefined) =>
  typeof port === 'number'
    ? port
    : (container.ports ?? []).find((entry: { name?: string }) => entry.name === port)
        ?.containerPort;

const envOf = (container: Container, name: string): EnvVar | undefined =>
  (container.env ?? []).find((variable: EnvVar) => variable.name === name);

/** `name`, or the name a generator gave it (`name-<hash>`, as check/kustomize.ts renders it). */
const isSecret = (reference: unknown, name: string) =>
  typeof reference === 'string' &&
  (reference === name || new RegExp(`^${name}-[0-9a-f]{10}$`).test(reference));

const urlOf = (api: AreaApi) => `http://${api.service}:${api.port}`;

/**
 * Each area's API service as its own Deployment and Service: on its image's port, ready when its
 * database is (/readyz) and alive while it answers (/healthz), its database's address from the
 * Secret, the account's service where it asks who is signed in, each path it owns routed to it
 * and no other, and the crawler files' service told where each one is.
 */
export function apiProblems(objects: readonly K8sObject[], wiring: ApiWiring): string[] {
  const problems: string[] = [];
  const named = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name);
  const account = wiring.apis.find((api) => api.area === 'account');
  const tokens = new Map<string, string>();

  for (const api of wiring.apis) {
    const service = named('Service', api.service);
    if (!service) problems.push(`Service ${api.service} is not in the manifests`);
    else if (!service.spec.ports?.some((entry: { port: number }) => entry.port === api.port)) {
      problems.push(
        `Service ${api.service}: has no port ${api.port}, where the others call it (${urlOf(api)})`,
      );
    }

    const deployment = named('Deployment', api.service);
    if (!deployment) {
      problems.push(`Deployment ${api.service} is not in the manifests`);
      continue;
    }
    const container = containersOf(deployment).find((candidate: Container) =>
      (candidate.ports ?? []).some(
        (entry: { containerPort: number }) => entry.containerPort === api.port,
      ),
    );
    if (!container) {
      problems.push(
        `Deployment ${api.service}: no container exposes port ${api.port}, where mf-${api.area}/server/Dockerfile listens`,
      );
      continue;
    }
    const at = `Deployment ${api.service}, container ${container.name}`;
    for (const [kind, path] of [
      ['readinessProbe', '/readyz'],
      ['livenessProbe', '/healthz'],
    ] as const) {
      const probe = container[kind]?.httpGet;
      if (!probe) continue; // a missing probe is reported with every Deployment's
      if (probe.path !== path) problems.push(`${at}: ${kind} asks ${probe.path}, not ${path}`);
      const port = portNumber(container, probe.port);
      if (port !== api.port) problems.push(`${at}: ${kind} asks port ${port}, not ${api.port}`);
    }

    const database = envOf(container, 'DATABASE_URL')?.valueFrom?.secretKeyRef as
      { name?: string; key?: string } | undefined;
    if (
      api.database &&
      !(isSecret(database?.name, wiring.databaseSecret) && database?.key === 'DATABASE_URL')
    ) {
      problems.push(
        `${at}: does not read DATABASE_URL from Secret ${wiring.databaseSecret}, key DATABASE_URL`,
      );
    }
    if (api.asksAccount && account) {
      const url = envOf(container, 'ACCOUNT_API_URL')?.value;
      if (url !== urlOf(account)) {
        problems.push(`${at}: ACCOUNT_API_URL is ${url ?? 'not set'}, not ${urlOf(account)}`);
      }
    }
    problems.push(...trustedProxyProblems(objects, container, at));
    if (api.asksAccount || api === account) {
      const token = envOf(container, 'INTERNAL_API_TOKEN');
      tokens.set(api.service, JSON.stringify(token?.valueFrom ?? token?.value ?? null));
    }

    for (const prefix of api.prefixes) {
      const request = `${prefix}some/endpoint`;
      problems.push(
        ...routeProblems(objects, [
          [request, api.service, request],
          [prefix.slice(0, -1), api.service, prefix.slice(0, -1)],
        ]),
      );
    }
  }

  // With the secret on the account's side only, its session check refuses every caller.
  if (account && tokens.has(account.service)) {
    const expected = tokens.get(account.service);
    for (const [service, token] of tokens) {
      if (token !== expected) {
        problems.push(
          `Deployment ${service}: sets INTERNAL_API_TOKEN otherwise than ${account.service}, whose session check then refuses it`,
        );
      }
    }
  }

  problems.push(...ownershipProblems(objects, wiring), ...crawlerProblems(objects, wiring));
  return problems;
}

/** An env var's value: written in, or read from a ConfigMap of the manifests (else undefined). */
function envValue(objects: readonly K8sObject[], variable: EnvVar): string | undefined {
  const reference = variable.valueFrom?.configMapKeyRef as
    { name?: string; key?: string } | undefined;
  if (!reference) return variable.value;
  const configMap = objects.find(
    (object) => object.kind === 'ConfigMap' && object.metadata.name === reference.name,
  );
  return reference.key === undefined ? undefined : configMap?.data?.[reference.key];
}

/**
 * TRUSTED_PROXIES, without which every visitor behind the Ingress shares one rate limit (the
 * services would trust only a proxy on their own host): set, readable as the services read it,
 * and trusting no public address, whose owner could then name any client.
 */
function trustedProxyProblems(
  objects: readonly K8sObject[],
  container: Container,
  at: string,
): string[] {
  const variable = envOf(container, 'TRUSTED_PROXIES');
  const value = variable && envValue(objects, variable);
  if (!value?.trim()) {
    return [
      `${at}: TRUSTED_PROXIES is ${variable ? 'empty or reads no ConfigMap key here' : 'not set'}, so every visitor behind the Ingress shares one rate limit`,
    ];
  }
  try {
    if (!trustedProxies(value)(PUBLIC_ADDRESS, 0)) return [];
  } catch (error) {
    return [`${at}: ${(error as Error).message}`];
  }
  return [
    `${at}: TRUSTED_PROXIES=${value} trusts ${PUBLIC_ADDRESS}, so anyone could name any client`,
  ];
}

/** An Ingress path that sends an area's service what its area does not own. */
function ownershipProblems(objects: readonly K8sObject[], wiring: ApiWiring): string[] {
  return objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) =>
      (ingress.spec.rules ?? []).flatMap(
        (rule: { http?: { paths: { path: string; backend: K8sObject['spec'] }[] } }) =>
          (rule.http?.paths ?? []).flatMap(({ path, backend }) => {
            const api = wiring.apis.find((entry) => entry.service === backend.service?.name);
            const prefix = path.replace(/\/*$/, '/');
            return !api || api.prefixes.includes(prefix)
              ? []
              : [
                  `Ingress ${ingress.metadata.name}, path ${path}: sends Service ${api.service} a path the ${api.area} area does not own (platform/server/api-owners.ts)`,
                ];
          }),
      ),
    );
}

/** The crawler files' service, with an <AREA>_API_URL per area: else it runs that area itself. */
function crawlerProblems(objects: readonly K8sObject[], wiring: ApiWiring): string[] {
  const deployment = objects.find(
    (object) => object.kind === 'Deployment' && object.metadata.name === wiring.crawler,
  );
  if (!deployment) return [`Deployment ${wiring.crawler} is not in the manifests`];
  return containersOf(deployment).flatMap((container: Container) =>
    wiring.apis.flatMap((api) => {
      const name = `${api.area.toUpperCase()}_API_URL`;
      const url = envOf(container, name)?.value;
      return url === urlOf(api)
        ? []
        : [
            `Deployment ${wiring.crawler}, container ${container.name}: ${name} is ${url ?? 'not set'}, not ${urlOf(api)}, so it would run the ${api.area} service itself`,
          ];
    }),
  );
}
