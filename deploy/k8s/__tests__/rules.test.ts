import path from 'node:path';
import { renderKustomization, type K8sObject } from '../check/kustomize';
import { consistencyProblems, type Storefront } from '../check/rules';
import { schemaProblems } from '../check/schema';

const storefront: Storefront = {
  areas: ['shop', 'account', 'blog', 'vehicle', 'site'],
  shell: 'shell',
  api: 'mock-api',
  releases: 'releases',
  pinnedImages: true,
};
const rendered = renderKustomization(path.join(__dirname, '../overlays/local'));

/** A copy of the local overlay's objects, with `change` applied to the one named. */
function withChange(kind: string, name: string, change: (object: K8sObject) => void): K8sObject[] {
  const objects = structuredClone(rendered);
  const object = objects.find((o) => o.kind === kind && o.metadata.name.startsWith(name));
  if (!object) throw new Error(`no ${kind} ${name}`);
  change(object);
  return objects;
}

const problemsOf = (objects: K8sObject[]) => consistencyProblems(objects, storefront);

describe('the manifests as written', () => {
  it('pass the schemas and the consistency rules', () => {
    expect(schemaProblems(rendered)).toEqual([]);
    expect(problemsOf(rendered)).toEqual([]);
  });
});

describe('consistencyProblems', () => {
  it('reports a Service whose selector matches no pods', () => {
    const objects = withChange('Service', 'shop', (service) => {
      service.spec.selector = { 'app.kubernetes.io/name': 'shopp' };
    });
    expect(problemsOf(objects)).toContain(
      "Service shop: its selector matches no Deployment's pod labels",
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

  it('reports the API routed elsewhere than the mock API', () => {
    const objects = withChange('Ingress', 'storefront', (ingress) => {
      ingress.spec.rules[0].http.paths[1].backend.service.name = 'shell';
    });
    expect(problemsOf(objects)).toContain(
      'Ingress: /api/Authentication/Login should reach Service mock-api as /api/Authentication/Login, but reaches shell as /api/Authentication/Login',
    );
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
      ingress.spec.rules[0].http.paths[2].pathType = 'Exact';
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
    objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'token' } });
    expect(schemaProblems(objects)).toEqual([
      expect.stringMatching(/^Deployment shop: .*containerPort must be integer/),
      expect.stringMatching(/^PersistentVolumeClaim releases: .*accessModes must be array/),
      'Secret token: no schema for v1 Secret',
    ]);
  });
});
