import path from 'node:path';
import { renderKustomization, type K8sObject } from '../check/kustomize';
import { consistencyProblems, type Storefront } from '../check/rules';
import { schemaProblems } from '../check/schema';

const storefront: Storefront = {
  areas: ['shop', 'account', 'blog', 'vehicle', 'site'],
  shell: 'shell',
  api: 'mock-api',
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

describe('schemaProblems', () => {
  it('reports a field of the wrong type and a kind it has no schema for', () => {
    const objects = withChange('Deployment', 'shop', (deployment) => {
      deployment.spec.template.spec.containers[0].ports[0].containerPort = '8080';
    });
    objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'token' } });
    expect(schemaProblems(objects)).toEqual([
      expect.stringMatching(/^Deployment shop: .*containerPort must be integer/),
      'Secret token: no schema for v1 Secret',
    ]);
  });
});
