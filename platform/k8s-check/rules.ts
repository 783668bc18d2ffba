import { apiProblems, type ApiWiring } from './api-rules';
import { routeOf, routeProblems } from './ingress-routes';
import { containersOf, type K8sObject } from './kustomize';
import { tlsProblems, type TlsWiring } from './tls-rules';

export interface Storefront extends ApiWiring, TlsWiring {
  /** The federation names of the areas (shop, account, ...): each one Deployment and Service. */
  areas: readonly string[];
  shell: string;
  /**
   * The release store: the PersistentVolumeClaim every area's pods publish their build into, and
   * the Deployment and Service serving it at /remotes/<name>/<version>/ (one name for the three).
   */
  releases: string;
  /** Every image names its version (an overlay), not `latest` or nothing (the base). */
  pinnedImages?: boolean;
}

type Labels = Record<string, string>;

/** Where an area image's start script publishes its build (shell/nginx/30-publish-release.sh). */
const RELEASES_PATH = '/releases';
/** A published version: the package's semver and 8 hex of the build's content (build.json). */
const VERSION = /^\d+\.\d+\.\d+-[0-9a-f]{8}$/;
/** Any version of that shape: the Ingress routes by shape, whichever versions are published. */
const SOME_VERSION = '0.1.0-1a2b3c4d';

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
  // The workloads: Deployments, and StatefulSets (a database of the overlay's own).
  const deployments = objects.filter(
    (object) => object.kind === 'Deployment' || object.kind === 'StatefulSet',
  );
  const services = ofKind('Service');
  const configMaps = ofKind('ConfigMap');
  const secrets = ofKind('Secret');
  const claims = ofKind('PersistentVolumeClaim');
  // Stateless, so at least two of each: one rolls or moves while the other answers.
  const scaledOut = new Set([
    storefront.shell,
    storefront.releases,
    storefront.crawler,
    ...storefront.areas,
    ...storefront.apis.map((api) => api.service),
  ]);

  for (const deployment of deployments) {
    const where = `${deployment.kind} ${deployment.metadata.name}`;
    const template = deployment.spec.template;
    if (!selects(deployment.spec.selector?.matchLabels, template.metadata?.labels)) {
      problems.push(`${where}: its selector does not match its pod labels`);
    }
    const name = deployment.metadata.name;
    if (scaledOut.has(name) && !(deployment.spec.replicas >= 2)) {
      problems.push(`${where}: runs fewer than 2 replicas`);
    }
    if (
      deployment.kind === 'StatefulSet' &&
      !services.some((service) => service.metadata.name === deployment.spec.serviceName)
    ) {
      problems.push(`${where}: its serviceName ${deployment.spec.serviceName} is no Service here`);
    }
    // A StatefulSet's claim templates are volumes of its pods too.
    const volumes: { name: string }[] = [
      ...(template.spec.volumes ?? []),
      ...(deployment.spec.volumeClaimTemplates ?? []).map((claim: K8sObject) => claim.metadata),
    ];
    for (const container of containersOf(deployment)) {
      const at = `${where}, container ${container.name}`;
      for (const mount of container.volumeMounts ?? []) {
        if (!volumes.some((volume) => volume.name === mount.name)) {
          problems.push(`${at}: mounts volume ${mount.name}, which the pod does not declare`);
        }
      }
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
      problems.push(...secretProblems(container, at, secrets, storefront.providedSecrets ?? []));
    }
    for (const volume of template.spec.volumes ?? []) {
      const configMap = volume.configMap?.name;
      if (configMap && !configMaps.some((object) => object.metadata.name === configMap)) {
        problems.push(`${where}: mounts ConfigMap ${configMap}, which is not in the manifests`);
      }
      const claim = volume.persistentVolumeClaim?.claimName;
      if (claim && !claims.some((object) => object.metadata.name === claim)) {
        problems.push(
          `${where}: mounts PersistentVolumeClaim ${claim}, which is not in the manifests`,
        );
      }
    }
  }

  for (const service of services) {
    const where = `Service ${service.metadata.name}`;
    const selected = deployments.filter((deployment) =>
      selects(service.spec.selector, deployment.spec.template.metadata?.labels),
    );
    if (selected.length === 0) {
      problems.push(`${where}: its selector matches no workload's pod labels`);
      continue;
    }
    for (const port of service.spec.ports ?? []) {
      const target = port.targetPort ?? port.port;
      for (const deployment of selected) {
        if (!containersOf(deployment).some((container) => exposes(container, target))) {
          problems.push(
            `${where}: targetPort ${target} is no container port of ${deployment.kind} ${deployment.metadata.name}`,
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
  problems.push(...apiProblems(objects, storefront));
  problems.push(...tlsProblems(objects, storefront));
  problems.push(...releaseStoreProblems(objects, storefront));
  problems.push(...configJsonProblems(objects, storefront));
  return problems;
}

/** The one origin of docker-compose's gateway: which service answers each kind of address. */
function routingProblems(objects: readonly K8sObject[], storefront: Storefront): string[] {
  const expected: [string, string, string][] = [
    ['/', storefront.shell, '/'],
    // A deep link into an area is a page of the shell (its router loads the area).
    [`/${storefront.areas[0]}/some/page`, storefront.shell, `/${storefront.areas[0]}/some/page`],
    // The services' calls to each other: no route reaches a service (the shell's page answers).
    ['/internal/sessions/introspect', storefront.shell, '/internal/sessions/introspect'],
    // An /api path no area owns: the crawler files' service answers the spec's 404 (each owned
    // prefix is checked with its area's service: api-rules.ts).
    ['/api/no/such/endpoint', storefront.crawler, '/api/no/such/endpoint'],
    ['/robots.txt', storefront.crawler, '/robots.txt'],
    ['/sitemap.xml', storefront.crawler, '/sitemap.xml'],
    ...storefront.areas.flatMap((area): [string, string, string][] => [
      [`/remotes/${area}/mf-manifest.json`, area, '/mf-manifest.json'],
      [`/remotes/${area}/remoteEntry.js`, area, '/remoteEntry.js'],
      // A published version, kept by the release store after the area's pods moved on.
      [
        `/remotes/${area}/${SOME_VERSION}/remoteEntry.js`,
        storefront.releases,
        `/${area}/${SOME_VERSION}/remoteEntry.js`,
      ],
    ]),
  ];
  return routeProblems(objects, expected);
}

type Secrets = readonly K8sObject[];

/**
 * The Secrets a container reads (its env's keys, its envFrom): each one in the manifests with the
 * key asked for, or one the cluster provides. An optional one may be missing, not lack a key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function secretProblems(container: any, at: string, secrets: Secrets, provided: readonly string[]) {
  type Reference = { name: string; key?: string; optional?: boolean };
  const references: Reference[] = [
    ...(container.env ?? []).flatMap(
      (variable: { valueFrom?: { secretKeyRef?: Reference } }) =>
        variable.valueFrom?.secretKeyRef ?? [],
    ),
    ...(container.envFrom ?? []).flatMap(
      (source: { secretRef?: Reference }) => source.secretRef ?? [],
    ),
  ];
  return references.flatMap(({ name, key, optional }) => {
    if (provided.includes(name)) return [];
    const secret = secrets.find((object) => object.metadata.name === name);
    if (!secret)
      return optional ? [] : [`${at}: reads Secret ${name}, which is not in the manifests`];
    const keys = Object.keys({ ...secret.data, ...secret.stringData });
    return key === undefined || keys.includes(key)
      ? []
      : [`${at}: reads key ${key} of Secret ${name}, which has no such key`];
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
        continue;
      }
      if (!url.startsWith('/')) continue;
      // /remotes/<area>/<version>/...: a published version, which the release store serves.
      const [, remotes, name, version] = url.split('/');
      const versioned = remotes === 'remotes' && name === area && VERSION.test(version ?? '');
      const service = versioned ? storefront.releases : area;
      if (routeOf(objects, url)?.service !== service) {
        problems.push(`${where}: remotes.${area} (${url}) does not reach Service ${service}`);
      }
    }
    return problems;
  });
}

/**
 * The release store's wiring: the claim exists and every node can mount it, each area's pods
 * publish into it (writable, where their image's start script copies the build), and the store's
 * pods read it without being able to change it, with an nginx config that has a location for the
 * path the Ingress sends them (its `location ~` regular expressions only: a rough reading).
 */
function releaseStoreProblems(objects: readonly K8sObject[], storefront: Storefront): string[] {
  const problems: string[] = [];
  const name = storefront.releases;
  const claim = objects.find(
    (object) => object.kind === 'PersistentVolumeClaim' && object.metadata.name === name,
  );
  if (!claim) {
    problems.push(`PersistentVolumeClaim ${name} is not in the manifests`);
  } else if (!claim.spec?.accessModes?.includes('ReadWriteMany')) {
    problems.push(
      `PersistentVolumeClaim ${name}: is not ReadWriteMany, which pods on several nodes need`,
    );
  }
  const deploymentNamed = (wanted: string) =>
    objects.find((object) => object.kind === 'Deployment' && object.metadata.name === wanted);

  for (const area of storefront.areas) {
    // An area without a Deployment is reported by its Service's selector.
    const deployment = deploymentNamed(area);
    if (!deployment) continue;
    if (!storeMounts(deployment, name).some((mount) => !mount.readOnly)) {
      problems.push(
        `Deployment ${area}: does not mount PersistentVolumeClaim ${name} writable at ${RELEASES_PATH}, where its image publishes its build`,
      );
    }
    if (deployment.spec.template.spec.securityContext?.fsGroup === undefined) {
      problems.push(
        `Deployment ${area}: sets no fsGroup, so its user may not write the release store`,
      );
    }
  }

  const store = deploymentNamed(name);
  if (!store) return [...problems, `Deployment ${name} is not in the manifests`];
  const mounts = storeMounts(store, name);
  if (mounts.length === 0 || mounts.some((mount) => !mount.readOnly)) {
    problems.push(
      `Deployment ${name}: does not mount PersistentVolumeClaim ${name} read-only at ${RELEASES_PATH}`,
    );
  }
  const locations = nginxRegexLocations(objects, store);
  for (const area of storefront.areas) {
    const route = routeOf(objects, `/remotes/${area}/${SOME_VERSION}/remoteEntry.js`);
    if (route?.service !== name) continue; // reported by routingProblems
    if (!locations.some((location) => location.test(route.path))) {
      problems.push(
        `Deployment ${name}: no location of its nginx config matches ${route.path}, the path the Ingress sends`,
      );
    }
  }
  return problems;
}

/** The mounts of `claim` at the release store's path in a Deployment's containers. */
function storeMounts(deployment: K8sObject, claim: string): { readOnly: boolean }[] {
  const pod = deployment.spec.template.spec;
  return containersOf(deployment).flatMap((container) =>
    (container.volumeMounts ?? []).flatMap(
      (mount: { name: string; mountPath: string; readOnly?: boolean }) => {
        const volume = (pod.volumes ?? []).find(
          (entry: { name: string }) => entry.name === mount.name,
        );
        const source = volume?.persistentVolumeClaim;
        if (source?.claimName !== claim || mount.mountPath.replace(/\/+$/, '') !== RELEASES_PATH) {
          return [];
        }
        return [{ readOnly: !!(mount.readOnly || source.readOnly) }];
      },
    ),
  );
}

/** The `location ~ regex` blocks of the nginx configs a Deployment mounts from ConfigMaps. */
function nginxRegexLocations(objects: readonly K8sObject[], deployment: K8sObject): RegExp[] {
  const mounted = (deployment.spec.template.spec.volumes ?? []).flatMap(
    (volume: { configMap?: { name: string } }) => (volume.configMap ? [volume.configMap.name] : []),
  );
  const texts = objects
    .filter((object) => object.kind === 'ConfigMap' && mounted.includes(object.metadata.name))
    .flatMap((configMap) => Object.values<string>(configMap.data ?? {}));
  const location = /^\s*location\s+(~\*?)\s+(?:"((?:[^"\\]|\\.)*)"|([^\s"{]+))\s*\{/gm;
  return texts.flatMap((text) =>
    [...text.matchAll(location)].flatMap(([, modifier, quoted, bare]) => {
      try {
        return [new RegExp(quoted ?? bare ?? '', modifier === '~*' ? 'i' : '')];
      } catch {
        return [];
      }
    }),
  );
}
