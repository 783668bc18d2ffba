import { routeOf } from './ingress-routes';
import { containersOf, type K8sObject } from './kustomize';

export interface Storefront {
  /** The federation names of the areas (shop, account, ...): each one Deployment and Service. */
  areas: readonly string[];
  shell: string;
  api: string;
  /** Every image names its version (an overlay), not `latest` or nothing (the base). */
  pinnedImages?: boolean;
}

type Labels = Record<string, string>;

const selects = (selector: Labels | undefined, labels: Labels | undefined): boolean =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const exposes = (container: any, port: string | number): boolean =>
  (container.ports ?? []).some(
    (entry: { name?: string; containerPort: number }) =>
      (typeof port === 'string' ? entry.name : entry.containerPort) === port,
  );

/** What makes the manifests a working storefront, beyond each object's schema. */
export function consistencyProblems(
  objects: readonly K8sObject[],
  storefront: Storefront,
): string[] {
  const problems: string[] = [];
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const deployments = ofKind('Deployment');
  const services = ofKind('Service');
  const configMaps = ofKind('ConfigMap');

  for (const deployment of deployments) {
    const where = `Deployment ${deployment.metadata.name}`;
    const template = deployment.spec.template;
    if (!selects(deployment.spec.selector?.matchLabels, template.metadata?.labels)) {
      problems.push(`${where}: its selector does not match its pod labels`);
    }
    const name = deployment.metadata.name;
    if (
      (name === storefront.shell || storefront.areas.includes(name)) &&
      !(deployment.spec.replicas >= 2)
    ) {
      problems.push(`${where}: runs fewer than 2 replicas`);
    }
    for (const container of containersOf(deployment)) {
      const at = `${where}, container ${container.name}`;
      for (const kind of ['readinessProbe', 'livenessProbe'] as const) {
        if (!container[kind]) problems.push(`${at}: has no ${kind}`);
      }
      for (const kind of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
        const probe = container[kind];
        const port = (probe?.httpGet ?? probe?.tcpSocket ?? probe?.grpc)?.port;
        if (port !== undefined && !exposes(container, port)) {
          problems.push(`${at}: ${kind} uses port ${port}, which the container does not expose`);
        }
      }
      for (const bound of ['requests', 'limits'] as const) {
        for (const resource of ['cpu', 'memory']) {
          if (!container.resources?.[bound]?.[resource]) {
            problems.push(`${at}: has no ${resource} in resources.${bound}`);
          }
        }
      }
      const tag = /:([^/:]+)$/.exec(container.image)?.[1];
      if (tag === 'latest' || (storefront.pinnedImages && !tag)) {
        problems.push(`${at}: image ${container.image} names no version`);
      }
    }
    for (const volume of template.spec.volumes ?? []) {
      const configMap = volume.configMap?.name;
      if (configMap && !configMaps.some((object) => object.metadata.name === configMap)) {
        problems.push(`${where}: mounts ConfigMap ${configMap}, which is not in the manifests`);
      }
    }
  }

  for (const service of services) {
    const where = `Service ${service.metadata.name}`;
    const selected = deployments.filter((deployment) =>
      selects(service.spec.selector, deployment.spec.template.metadata?.labels),
    );
    if (selected.length === 0) {
      problems.push(`${where}: its selector matches no Deployment's pod labels`);
      continue;
    }
    for (const port of service.spec.ports ?? []) {
      const target = port.targetPort ?? port.port;
      for (const deployment of selected) {
        if (!containersOf(deployment).some((container) => exposes(container, target))) {
          problems.push(
            `${where}: targetPort ${target} is no container port of Deployment ${deployment.metadata.name}`,
          );
        }
      }
    }
  }

  for (const ingress of ofKind('Ingress')) {
    for (const rule of ingress.spec.rules ?? []) {
      for (const { path, pathType, backend } of rule.http?.paths ?? []) {
        const where = `Ingress ${ingress.metadata.name}, path ${path}`;
        if (pathType !== 'ImplementationSpecific' && !/^\/[\w/-]*$/.test(path)) {
          problems.push(
            `${where}: ingress-nginx admits only letters, digits, / _ - in ${pathType} paths`,
          );
        }
        const service = services.find((object) => object.metadata.name === backend.service?.name);
        const port = backend.service?.port;
        if (!service) {
          problems.push(`${where}: Service ${backend.service?.name} is not in the manifests`);
        } else if (
          !service.spec.ports?.some(
            (entry: { name?: string; port: number }) =>
              (port?.name !== undefined && entry.name === port.name) || entry.port === port?.number,
          )
        ) {
          problems.push(
            `${where}: Service ${service.metadata.name} has no port ${port?.name ?? port?.number}`,
          );
        }
      }
    }
  }

  problems.push(...routingProblems(objects, storefront));
  problems.push(...configJsonProblems(objects, storefront));
  return problems;
}

/** The one origin of docker-compose's gateway: which service answers each kind of address. */
function routingProblems(objects: readonly K8sObject[], storefront: Storefront): string[] {
  const expected: [string, string, string][] = [
    ['/', storefront.shell, '/'],
    // A deep link into an area is a page of the shell (its router loads the area).
    [`/${storefront.areas[0]}/some/page`, storefront.shell, `/${storefront.areas[0]}/some/page`],
    ['/api/Authentication/Login', storefront.api, '/api/Authentication/Login'],
    ['/robots.txt', storefront.api, '/robots.txt'],
    ['/sitemap.xml', storefront.api, '/sitemap.xml'],
    ...storefront.areas.map((area): [string, string, string] => [
      `/remotes/${area}/mf-manifest.json`,
      area,
      '/mf-manifest.json',
    ]),
  ];
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

/** The shell's /config.json: valid, naming every area, its same-origin addresses routed. */
function configJsonProblems(objects: readonly K8sObject[], storefront: Storefront): string[] {
  const configMaps = objects.filter(
    (object) => object.kind === 'ConfigMap' && object.data?.['config.json'] !== undefined,
  );
  if (configMaps.length === 0) return ['no ConfigMap holds config.json'];
  return configMaps.flatMap((configMap) => {
    const where = `ConfigMap ${configMap.metadata.name}, config.json`;
    let config: { apiBase?: unknown; remotes?: Record<string, unknown> };
    try {
      config = JSON.parse(configMap.data['config.json']);
    } catch (error) {
      return [`${where}: not valid JSON (${(error as Error).message})`];
    }
    const problems: string[] = [];
    if (typeof config.apiBase !== 'string') problems.push(`${where}: apiBase is not a string`);
    for (const area of storefront.areas) {
      const url = config.remotes?.[area];
      if (typeof url !== 'string') {
        problems.push(`${where}: remotes.${area} is missing`);
      } else if (url.startsWith('/') && routeOf(objects, url)?.service !== area) {
        problems.push(`${where}: remotes.${area} (${url}) does not reach Service ${area}`);
      }
    }
    return problems;
  });
}
