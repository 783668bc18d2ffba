import path from 'node:path';
import { renderKustomization, type K8sObject } from '../kustomize';
import { consistencyProblems, type Storefront } from '../rules';
import { schemaProblems } from '../schema';
import { baseStorefront, manifestsDir, storefront as repository } from '../storefront';

const storefront: Storefront = { ...repository, pinnedImages: true };
const rendered = renderKustomization(path.join(manifestsDir, 'overlays/local'));

/** A copy of the local overlay's objects, with `change` applied to the one named. */
function withChange(kind: string, name: string, change: (object: K8sObject) => void): K8sObject[] {
  const objects = structuredClone(rendered);
  const object = objects.find((o) => o.kind === kind && o.metadata.name.startsWith(name));
  if (!object) throw new Error(`no ${kind} ${name}`);
  change(object);
  return objects;
}

const problemsOf = (objects: K8sObject[], wanted = storefront) =>
  consistencyProblems(objects, wanted);

/** The storefront Ingress's path entry for `path`. */
function ingressPath(ingress: K8sObject, path: string) {
  const entry = ingress.spec.rules[0].http.paths.find(
    (candidate: { path: string }) => candidate.path === path,
  );
  if (!entry) throw new Error(`no Ingress path ${path}`);
  return entry;
}

describe('the manifests as written', () => {
  it('pass the schemas and the consistency rules', () => {
    expect(schemaProblems(rendered)).toEqual([]);
    expect(problemsOf(rendered)).toEqual([]);
  });

  it('know every area’s API service, its port and the paths it owns', () => {
    expect(storefront.apis.map(({ service, port }) => `${service}:${port}`)).toEqual([
      'shop-api:4001',
      'account-api:4002',
      'blog-api:4003',
      'vehicle-api:4004',
      'site-api:4005',
    ]);
    expect(storefront.apis.find((api) => api.area === 'account')?.prefixes).toEqual([
      '/api/account/',
      '/api/Authentication/',
      '/api/Account/',
    ]);
  });
});

describe('consistencyProblems', () => {
  it('reports a Service whose selector matches no pods', () => {
    const objects = withChange('Service', 'shop', (service) => {
      service.spec.selector = { 'app.kubernetes.io/name': 'shopp' };
    });
    expect(problemsOf(objects)).toContain(
      "Service shop: its selector matches no workload's pod labels",
    );
  });

  it('reports a Service targetPort that no container exposes', () => {
    const objects = withChange('Service', 'blog', (service) => {
      service.spec.ports[0].targetPort = 80;
    });
    expect(problemsOf(objects)).toContain(
      'Service blog: targetPort 80 is no container port of Deployment blog',
    );
  });

  it('reports a container port the Service names no more', () => {
    const objects = withChange('Deployment', 'site', (deployment) => {
      deployment.spec.template.spec.containers[0].ports = [{ containerPort: 8080 }];
    });
    expect(problemsOf(objects)).toEqual(
      expect.arrayContaining([
        'Service site: targetPort http is no container port of Deployment site',
        'Deployment site, container site: readinessProbe uses port http, which the container does not expose',
      ]),
    );
  });

  it('reports a probe on a port the container does not expose', () => {
    const objects = withChange('Deployment', 'mock-api', (deployment) => {
      deployment.spec.template.spec.containers[0].livenessProbe.httpGet.port = 8080;
    });
    expect(problemsOf(objects)).toEqual([
      'Deployment mock-api, container mock-api: livenessProbe uses port 8080, which the container does not expose',
    ]);
  });

  it('reports an area missing from the Ingress', () => {
    const objects = withChange('Ingress', 'remotes', (ingress) => {
      const paths = ingress.spec.rules[0].http.paths;
      ingress.spec.rules[0].http.paths = paths.filter(
        (entry: { path: string }) => !entry.path.startsWith('/remotes/vehicle/'),
      );
    });
    expect(problemsOf(objects)).toEqual([
      'Ingress: /remotes/vehicle/mf-manifest.json should reach Service vehicle as /mf-manifest.json, but reaches shell as /remotes/vehicle/mf-manifest.json',
      'Ingress: /remotes/vehicle/remoteEntry.js should reach Service vehicle as /remoteEntry.js, but reaches shell as /remotes/vehicle/remoteEntry.js',
      expect.stringMatching(
        /remotes\.vehicle \(\/remotes\/vehicle\/mf-manifest\.json\) does not reach Service vehicle$/,
      ),
    ]);
  });

  it('reports a remote path that reaches its service without the rewrite', () => {
    const objects = withChange('Ingress', 'remotes', (ingress) => {
      delete ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'];
    });
    expect(problemsOf(objects)).toContain(
      'Ingress: /remotes/shop/mf-manifest.json should reach Service shop as /mf-manifest.json, but reaches shop as /remotes/shop/mf-manifest.json',
    );
  });

  it('reports the unowned API paths routed elsewhere than the service answering their 404', () => {
    const objects = withChange('Ingress', 'storefront', (ingress) => {
      ingressPath(ingress, '/api/').backend.service.name = 'shell';
    });
    expect(problemsOf(objects)).toEqual([
      'Ingress: /api/no/such/endpoint should reach Service mock-api as /api/no/such/endpoint, but reaches shell as /api/no/such/endpoint',
    ]);
  });

  it('reports an Ingress backend port the Service does not have', () => {
    const objects = withChange('Ingress', 'storefront', (ingress) => {
      ingress.spec.rules[0].http.paths[0].backend.service.port = { number: 8080 };
    });
    expect(problemsOf(objects)).toContain(
      'Ingress storefront, path /: Service shell has no port 8080',
    );
  });

  it('reports a path with a dot as Exact, which ingress-nginx refuses', () => {
    const objects = withChange('Ingress', 'storefront', (ingress) => {
      ingressPath(ingress, '/robots.txt').pathType = 'Exact';
    });
    expect(problemsOf(objects)).toEqual([
      'Ingress storefront, path /robots.txt: ingress-nginx admits only letters, digits, / _ - in Exact paths',
    ]);
  });

  it('reports a config.json that is not JSON or misses an area', () => {
    const broken = withChange('ConfigMap', 'storefront-config', (configMap) => {
      configMap.data['config.json'] = '{ "apiBase": "/api", }';
    });
    expect(problemsOf(broken)).toEqual([
      expect.stringMatching(/^ConfigMap storefront-config-\w+, config\.json: not valid JSON/),
    ]);
    const missing = withChange('ConfigMap', 'storefront-config', (configMap) => {
      const config = JSON.parse(configMap.data['config.json']);
      delete config.remotes.account;
      configMap.data['config.json'] = JSON.stringify(config);
    });
    expect(problemsOf(missing)).toEqual([
      expect.stringMatching(/config\.json: remotes\.account is missing$/),
    ]);
  });

  it('reports a same-origin remote address the Ingress sends elsewhere', () => {
    const objects = withChange('ConfigMap', 'storefront-config', (configMap) => {
      const config = JSON.parse(configMap.data['config.json']);
      config.remotes.blog = '/remotes/blogs/mf-manifest.json';
      configMap.data['config.json'] = JSON.stringify(config);
    });
    expect(problemsOf(objects)).toEqual([
      expect.stringMatching(
        /remotes\.blog \(\/remotes\/blogs\/mf-manifest\.json\) does not reach Service blog$/,
      ),
    ]);
  });

  it('reports a missing probe or resource bound, a single replica and an unpinned image', () => {
    const objects = withChange('Deployment', 'account', (deployment) => {
      deployment.spec.replicas = 1;
      const [container] = deployment.spec.template.spec.containers;
      delete container.readinessProbe;
      delete container.resources.limits.memory;
      container.image = 'autoparts/mf-account';
    });
    expect(problemsOf(objects)).toEqual([
      'Deployment account: runs fewer than 2 replicas',
      'Deployment account, container account: has no readinessProbe',
      'Deployment account, container account: has no memory in resources.limits',
      'Deployment account, container account: image autoparts/mf-account names no version',
    ]);
  });

  it('reports a ConfigMap volume whose ConfigMap is not there', () => {
    const objects = withChange('Deployment', 'shell', (deployment) => {
      deployment.spec.template.spec.volumes[0].configMap.name = 'storefront-config';
    });
    expect(problemsOf(objects)).toEqual([
      'Deployment shell: mounts ConfigMap storefront-config, which is not in the manifests',
    ]);
  });
});

describe('consistencyProblems, the API services', () => {
  it('reports a probe on another path or port than the service answers it', () => {
    const objects = withChange('Deployment', 'shop-api', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      container.readinessProbe.httpGet.path = '/';
      container.livenessProbe.httpGet.port = 8080;
    });
    expect(problemsOf(objects)).toEqual([
      'Deployment shop-api, container shop-api: livenessProbe uses port 8080, which the container does not expose',
      'Deployment shop-api, container shop-api: readinessProbe asks /, not /readyz',
      'Deployment shop-api, container shop-api: livenessProbe asks port 8080, not 4001',
    ]);
  });

  it('reports a service on another port than its image listens on', () => {
    const service = withChange('Service', 'blog-api', (object) => {
      object.spec.ports[0].port = 80;
    });
    expect(problemsOf(service)).toEqual([
      'Service blog-api: has no port 4003, where the others call it (http://blog-api:4003)',
    ]);
    const container = withChange('Deployment', 'vehicle-api', (deployment) => {
      deployment.spec.template.spec.containers[0].ports[0].containerPort = 8080;
    });
    expect(problemsOf(container)).toEqual([
      'Deployment vehicle-api: no container exposes port 4004, where mf-vehicle/server/Dockerfile listens',
    ]);
  });

  it('reports a database address written into the manifest instead of read from the Secret', () => {
    const objects = withChange('Deployment', 'site-api', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      container.env = container.env.map((variable: { name: string }) =>
        variable.name === 'DATABASE_URL'
          ? { name: 'DATABASE_URL', value: 'postgres://autoparts:autoparts@postgres/autoparts' }
          : variable,
      );
    });
    expect(problemsOf(objects)).toEqual([
      'Deployment site-api, container site-api: does not read DATABASE_URL from Secret autoparts-database, key DATABASE_URL',
    ]);
  });

  it('reports a Secret that is not there, or lacks the key read', () => {
    const secret = rendered.find((object) => object.kind === 'Secret')!.metadata.name;
    const missing = structuredClone(rendered).filter((object) => object.kind !== 'Secret');
    expect(problemsOf(missing)).toEqual(
      ['shop-api', 'account-api', 'blog-api', 'vehicle-api', 'site-api', 'postgres'].map(
        (name) =>
          `${name === 'postgres' ? 'StatefulSet' : 'Deployment'} ${name}, container ${name}: reads Secret ${secret}, which is not in the manifests`,
      ),
    );
    const noKey = withChange('StatefulSet', 'postgres', (statefulSet) => {
      const [container] = statefulSet.spec.template.spec.containers;
      const password = container.env.find((v: { name: string }) => v.name === 'POSTGRES_PASSWORD');
      password.valueFrom.secretKeyRef.key = 'PASSWORD';
    });
    expect(problemsOf(noKey)).toEqual([
      `StatefulSet postgres, container postgres: reads key PASSWORD of Secret ${secret}, which has no such key`,
    ]);
    // The base names the Secret each overlay provides.
    const base = renderKustomization(path.join(manifestsDir, 'base'));
    expect(problemsOf(base, baseStorefront)).toEqual([]);
    expect(problemsOf(base, repository)).toHaveLength(5);
  });

  it('reports a caller of the account service at another address or with another secret', () => {
    const address = withChange('Deployment', 'vehicle-api', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      container.env.find((v: { name: string }) => v.name === 'ACCOUNT_API_URL').value =
        'http://account:4002';
    });
    expect(problemsOf(address)).toEqual([
      'Deployment vehicle-api, container vehicle-api: ACCOUNT_API_URL is http://account:4002, not http://account-api:4002',
    ]);
    const secret = withChange('Deployment', 'shop-api', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      container.env = container.env.filter(
        (v: { name: string }) => v.name !== 'INTERNAL_API_TOKEN',
      );
    });
    expect(problemsOf(secret)).toEqual([
      'Deployment shop-api: sets INTERNAL_API_TOKEN otherwise than account-api, whose session check then refuses it',
    ]);
  });

  it('reports a service without TRUSTED_PROXIES, with one it cannot read, or trusting anyone', () => {
    const unset = withChange('Deployment', 'blog-api', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      container.env = container.env.filter((v: { name: string }) => v.name !== 'TRUSTED_PROXIES');
    });
    expect(problemsOf(unset)).toEqual([
      'Deployment blog-api, container blog-api: TRUSTED_PROXIES is not set, so every visitor behind the Ingress shares one rate limit',
    ]);
    // The one ConfigMap every service reads it from.
    const everyService = (value: string, problem: string) => {
      const objects = withChange('ConfigMap', 'trusted-proxies', (configMap) => {
        configMap.data.TRUSTED_PROXIES = value;
      });
      expect(problemsOf(objects)).toEqual(
        storefront.apis.map(
          ({ service }) => `Deployment ${service}, container ${service}: ${problem}`,
        ),
      );
    };
    everyService(
      '10.244.0.0/16, ingress-nginx',
      'TRUSTED_PROXIES=10.244.0.0/16, ingress-nginx: invalid IP address: ingress-nginx',
    );
    everyService(
      '0.0.0.0/1, 128.0.0.0/1',
      'TRUSTED_PROXIES=0.0.0.0/1, 128.0.0.0/1 trusts 8.8.8.8, so anyone could name any client',
    );
    everyService(
      ' ',
      'TRUSTED_PROXIES is empty or reads no ConfigMap key here, so every visitor behind the Ingress shares one rate limit',
    );
  });

  it('reports an owned prefix the Ingress does not route to its area, and one it routes unowned', () => {
    const unrouted = withChange('Ingress', 'storefront', (ingress) => {
      const paths = ingress.spec.rules[0].http.paths;
      ingress.spec.rules[0].http.paths = paths.filter(
        (entry: { path: string }) => entry.path !== '/api/WeatherForecast',
      );
    });
    expect(problemsOf(unrouted)).toEqual([
      'Ingress: /api/WeatherForecast/some/endpoint should reach Service shop-api as /api/WeatherForecast/some/endpoint, but reaches mock-api as /api/WeatherForecast/some/endpoint',
      'Ingress: /api/WeatherForecast should reach Service shop-api as /api/WeatherForecast, but reaches mock-api as /api/WeatherForecast',
    ]);
    // A prefix platform/server/api-owners.ts gained, and the Ingress not.
    const owned = {
      ...storefront,
      apis: storefront.apis.map((api) =>
        api.area === 'site' ? { ...api, prefixes: [...api.prefixes, '/api/cms/'] } : api,
      ),
    };
    expect(problemsOf(rendered, owned)).toEqual([
      'Ingress: /api/cms/some/endpoint should reach Service site-api as /api/cms/some/endpoint, but reaches mock-api as /api/cms/some/endpoint',
      'Ingress: /api/cms should reach Service site-api as /api/cms, but reaches mock-api as /api/cms',
    ]);
    // And the other way round.
    const extra = withChange('Ingress', 'storefront', (ingress) => {
      const entry = structuredClone(ingressPath(ingress, '/api/site'));
      ingress.spec.rules[0].http.paths.push({ ...entry, path: '/api/cms' });
    });
    expect(problemsOf(extra)).toEqual([
      'Ingress storefront, path /api/cms: sends Service site-api a path the site area does not own (platform/server/api-owners.ts)',
    ]);
  });

  it('reports /internal/ reachable from outside', () => {
    const objects = withChange('Ingress', 'storefront', (ingress) => {
      const entry = structuredClone(ingressPath(ingress, '/api/account'));
      ingress.spec.rules[0].http.paths.push({ ...entry, path: '/internal' });
    });
    expect(problemsOf(objects)).toEqual([
      'Ingress: /internal/sessions/introspect should reach Service shell as /internal/sessions/introspect, but reaches account-api as /internal/sessions/introspect',
      'Ingress storefront, path /internal: sends Service account-api a path the account area does not own (platform/server/api-owners.ts)',
    ]);
  });

  it('reports a single replica and a crawler service left to run an area itself', () => {
    const single = withChange('Deployment', 'account-api', (deployment) => {
      deployment.spec.replicas = 1;
    });
    expect(problemsOf(single)).toEqual(['Deployment account-api: runs fewer than 2 replicas']);
    const crawler = withChange('Deployment', 'mock-api', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      container.env = container.env.filter((v: { name: string }) => v.name !== 'SHOP_API_URL');
    });
    expect(problemsOf(crawler)).toEqual([
      'Deployment mock-api, container mock-api: SHOP_API_URL is not set, not http://shop-api:4001, so it would run the shop service itself',
    ]);
  });

  it('reports a StatefulSet without its claim template or its Service', () => {
    const objects = withChange('StatefulSet', 'postgres', (statefulSet) => {
      delete statefulSet.spec.volumeClaimTemplates;
      statefulSet.spec.serviceName = 'database';
    });
    expect(problemsOf(objects)).toEqual([
      'StatefulSet postgres: its serviceName database is no Service here',
      'StatefulSet postgres, container postgres: mounts volume data, which the pod does not declare',
    ]);
  });
});

describe('consistencyProblems, HTTPS', () => {
  it('reports an Ingress without tls, or with another certificate than the storefront’s', () => {
    const plain = withChange('Ingress', 'remotes', (ingress) => delete ingress.spec.tls);
    expect(problemsOf(plain)).toEqual([
      'Ingress remotes: has no tls, so it answers over plain HTTP',
      'Ingress remotes: host storefront.localhost is in no tls entry, so it gets no certificate',
    ]);
    const other = withChange('Ingress', 'storefront', (ingress) => {
      ingress.spec.tls[0].secretName = 'default-tls';
    });
    expect(problemsOf(other)).toEqual([
      'Ingress storefront: tls names Secret default-tls, not storefront-tls',
    ]);
  });

  it('reports a rule without a host, a host no tls entry covers, and a second host', () => {
    const hostless = withChange(
      'Ingress',
      'storefront',
      (ingress) => delete ingress.spec.rules[0].host,
    );
    expect(problemsOf(hostless)).toEqual([
      'Ingress storefront: a rule names no host, so no certificate of its tls covers it',
    ]);
    const another = withChange('Ingress', 'remotes', (ingress) => {
      ingress.spec.rules[0].host = 'cdn.storefront.localhost';
    });
    expect(problemsOf(another)).toEqual([
      'Ingress remotes: host cdn.storefront.localhost is in no tls entry, so it gets no certificate',
      'the Ingresses name several hosts (storefront.localhost, cdn.storefront.localhost), not one origin',
    ]);
  });

  it('reports the redirect to HTTPS turned off', () => {
    const objects = withChange('Ingress', 'storefront', (ingress) => {
      ingress.metadata.annotations = {
        ...ingress.metadata.annotations,
        'nginx.ingress.kubernetes.io/ssl-redirect': 'false',
      };
    });
    expect(problemsOf(objects)).toEqual([
      'Ingress storefront: ssl-redirect is off, so plain HTTP is answered',
    ]);
  });

  it('reports a certificate that is neither in the manifests nor the cluster’s', () => {
    expect(problemsOf(rendered, { ...storefront, providedSecrets: [] })).toEqual([
      'Secret storefront-tls, the Ingresses’ certificate, is not in the manifests',
    ]);
  });
});

describe('consistencyProblems, the release store', () => {
  const version = '0.1.0-1a2b3c4d';
  const versionedPath = (ingress: K8sObject) =>
    ingress.spec.rules[0].http.paths.find(
      (entry: { backend: { service: { name: string } } }) =>
        entry.backend.service.name === 'releases',
    );
  const withConfigJson = (remotes: Record<string, string>) =>
    withChange('ConfigMap', 'storefront-config', (configMap) => {
      const config = JSON.parse(configMap.data['config.json']);
      Object.assign(config.remotes, remotes);
      configMap.data['config.json'] = JSON.stringify(config);
    });

  it('reports versioned addresses the Ingress does not send to the store', () => {
    const objects = withChange('Ingress', 'remotes', (ingress) => {
      const paths = ingress.spec.rules[0].http.paths;
      ingress.spec.rules[0].http.paths = paths.filter(
        (entry: unknown) => entry !== versionedPath(ingress),
      );
    });
    const problems = problemsOf(objects);
    expect(problems).toContain(
      `Ingress: /remotes/blog/${version}/remoteEntry.js should reach Service releases as /blog/${version}/remoteEntry.js, but reaches blog as /${version}/remoteEntry.js`,
    );
    expect(problems).toHaveLength(storefront.areas.length);
  });

  it("reports a versioned path so broad that it takes an area's own files", () => {
    const objects = withChange('Ingress', 'remotes', (ingress) => {
      versionedPath(ingress).path = '/remotes/((?:shop|account|blog|vehicle|site)/.+)';
    });
    expect(problemsOf(objects)).toContain(
      'Ingress: /remotes/blog/remoteEntry.js should reach Service blog as /remoteEntry.js, but reaches releases as /blog/remoteEntry.js',
    );
  });

  it('reports a rewrite that sends the store a path its nginx config does not serve', () => {
    const objects = withChange('ConfigMap', 'releases-nginx', (configMap) => {
      configMap.data['releases.conf'] = configMap.data['releases.conf'].replace(
        'location ~ "^/(?:',
        'location ~ "^/remotes/(?:',
      );
    });
    expect(problemsOf(objects)).toEqual(
      storefront.areas.map(
        (area) =>
          `Deployment releases: no location of its nginx config matches /${area}/${version}/remoteEntry.js, the path the Ingress sends`,
      ),
    );
  });

  it('reports an area that does not publish into the store, or cannot write it', () => {
    const unmounted = withChange('Deployment', 'blog', (deployment) => {
      delete deployment.spec.template.spec.containers[0].volumeMounts;
    });
    expect(problemsOf(unmounted)).toEqual([
      'Deployment blog: does not mount PersistentVolumeClaim releases writable at /releases, where its image publishes its build',
    ]);
    const readOnly = withChange('Deployment', 'shop', (deployment) => {
      deployment.spec.template.spec.volumes[0].persistentVolumeClaim.readOnly = true;
    });
    expect(problemsOf(readOnly)).toEqual([
      'Deployment shop: does not mount PersistentVolumeClaim releases writable at /releases, where its image publishes its build',
    ]);
    const elsewhere = withChange('Deployment', 'site', (deployment) => {
      deployment.spec.template.spec.containers[0].volumeMounts[0].mountPath = '/srv/releases';
    });
    expect(problemsOf(elsewhere)).toEqual([
      'Deployment site: does not mount PersistentVolumeClaim releases writable at /releases, where its image publishes its build',
    ]);
    const noGroup = withChange('Deployment', 'vehicle', (deployment) => {
      delete deployment.spec.template.spec.securityContext.fsGroup;
    });
    expect(problemsOf(noGroup)).toEqual([
      'Deployment vehicle: sets no fsGroup, so its user may not write the release store',
    ]);
  });

  it('reports a store that its own pods could write', () => {
    const objects = withChange('Deployment', 'releases', (deployment) => {
      const [container] = deployment.spec.template.spec.containers;
      for (const mount of container.volumeMounts) delete mount.readOnly;
    });
    expect(problemsOf(objects)).toEqual([
      'Deployment releases: does not mount PersistentVolumeClaim releases read-only at /releases',
    ]);
  });

  it('reports a missing claim, one only one node can mount, and an undeclared volume', () => {
    const objects = structuredClone(rendered).filter(
      (object) => object.kind !== 'PersistentVolumeClaim',
    );
    expect(problemsOf(objects)).toEqual([
      ...[...storefront.areas, 'releases'].map(
        (name) =>
          `Deployment ${name}: mounts PersistentVolumeClaim releases, which is not in the manifests`,
      ),
      'PersistentVolumeClaim releases is not in the manifests',
    ]);
    const singleNode = withChange('PersistentVolumeClaim', 'releases', (claim) => {
      claim.spec.accessModes = ['ReadWriteOnce'];
    });
    expect(problemsOf(singleNode)).toEqual([
      'PersistentVolumeClaim releases: is not ReadWriteMany, which pods on several nodes need',
    ]);
    const undeclared = withChange('Deployment', 'account', (deployment) => {
      deployment.spec.template.spec.volumes = [];
    });
    expect(problemsOf(undeclared)).toEqual([
      'Deployment account, container account: mounts volume releases, which the pod does not declare',
      'Deployment account: does not mount PersistentVolumeClaim releases writable at /releases, where its image publishes its build',
    ]);
  });

  it('accepts a config.json pointing at a version, and reports one the store does not get', () => {
    const pinned = withConfigJson({ blog: `/remotes/blog/${version}/mf-manifest.json` });
    expect(problemsOf(pinned)).toEqual([]);
    const remotes = pinned.find((object) => object.metadata.name === 'remotes');
    if (!remotes) throw new Error('no Ingress remotes');
    versionedPath(remotes).backend.service.name = 'blog';
    expect(problemsOf(pinned)).toContainEqual(
      expect.stringMatching(
        /remotes\.blog \(\/remotes\/blog\/0\.1\.0-1a2b3c4d\/mf-manifest\.json\) does not reach Service releases$/,
      ),
    );
  });
});

describe('schemaProblems', () => {
  it('reports a field of the wrong type and a kind it has no schema for', () => {
    const objects = withChange('Deployment', 'shop', (deployment) => {
      deployment.spec.template.spec.containers[0].ports[0].containerPort = '8080';
    });
    const claim = objects.find((object) => object.kind === 'PersistentVolumeClaim');
    if (claim) claim.spec.accessModes = 'ReadWriteMany';
    objects.push({ apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'backup' } });
    expect(schemaProblems(objects)).toEqual([
      expect.stringMatching(/^Deployment shop: .*containerPort must be integer/),
      expect.stringMatching(/^PersistentVolumeClaim releases: .*accessModes must be array/),
      'CronJob backup: no schema for batch/v1 CronJob',
    ]);
  });
});
