import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderKustomization } from '../kustomize';

/** Writes `files` (path -> text) under a new temp folder and returns it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kustomize-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const app = `apiVersion: apps/v1
kind: Deployment
metadata: { name: app }
spec:
  selector: { matchLabels: { name: app } }
  template:
    metadata: { labels: { name: app } }
    spec:
      containers:
        - { name: app, image: 'registry.local:5000/team/app:1.0.0' }
        - { name: side, image: other/side }
      volumes:
        - { name: config, configMap: { name: settings } }
---
apiVersion: v1
kind: Service
metadata: { name: app }
spec: { selector: { name: app }, ports: [{ port: 80 }] }
`;
/** The base's three objects in order (Deployment, Service, ConfigMap), as rendered under `dir`. */
function render(dir: string) {
  const [deployment, service, configMap] = renderKustomization(dir);
  if (!deployment || !service || !configMap) throw new Error(`${dir} rendered too few objects`);
  return { deployment, service, configMap };
}

const base = {
  'base/kustomization.yaml': `resources: [app.yaml]
configMapGenerator:
  - { name: settings, files: [config.json], literals: [mode=base] }
`,
  'base/app.yaml': app,
  'base/config.json': '{"v": 1}',
};

describe('renderKustomization', () => {
  it('applies namespace, labels, images and a replacing generator, and renames its references', () => {
    const root = tree({
      ...base,
      'overlay/kustomization.yaml': `namespace: team
resources: [../base]
commonLabels: { tier: web }
labels:
  - { pairs: { owner: shop }, includeTemplates: true }
images:
  - { name: registry.local:5000/team/app, newTag: 2.0.0 }
  - { name: other/side, newName: mirror/side, newTag: '7' }
configMapGenerator:
  - { name: settings, behavior: replace, files: [settings.json=config.json] }
`,
      'overlay/config.json': '{"v": 2}',
    });
    const { deployment, service, configMap } = render(path.join(root, 'overlay'));

    expect(deployment.metadata).toMatchObject({
      namespace: 'team',
      labels: { tier: 'web', owner: 'shop' },
    });
    expect(deployment.spec.selector.matchLabels).toEqual({ name: 'app', tier: 'web' });
    expect(deployment.spec.template.metadata.labels).toEqual({
      name: 'app',
      tier: 'web',
      owner: 'shop',
    });
    expect(service.spec.selector).toEqual({ name: 'app', tier: 'web' });
    expect(deployment.spec.template.spec.containers.map((c: { image: string }) => c.image)).toEqual(
      ['registry.local:5000/team/app:2.0.0', 'mirror/side:7'],
    );
    expect(configMap.data).toEqual({ 'settings.json': '{"v": 2}' });
    expect(configMap.metadata.name).toMatch(/^settings-[0-9a-f]{10}$/);
    expect(deployment.spec.template.spec.volumes[0].configMap.name).toBe(configMap.metadata.name);
  });

  it('gives a generated ConfigMap a new name when its data changes', () => {
    const nameOf = (json: string) =>
      render(path.join(tree({ ...base, 'base/config.json': json }), 'base')).configMap.metadata
        .name;
    expect(nameOf('{"v": 1}')).toBe(nameOf('{"v": 1}'));
    expect(nameOf('{"v": 1}')).not.toBe(nameOf('{"v": 3}'));
  });

  it('merges a generator with behavior merge', () => {
    const root = tree({
      ...base,
      'overlay/kustomization.yaml': `resources: [../base]
configMapGenerator:
  - { name: settings, behavior: merge, literals: [mode=local] }
`,
    });
    expect(render(path.join(root, 'overlay')).configMap.data).toEqual({
      'config.json': '{"v": 1}',
      mode: 'local',
    });
  });

  it('generates a Secret, base64-encoded, and points the pods that read it at its new name', () => {
    const reader = `apiVersion: apps/v1
kind: Deployment
metadata: { name: reader }
spec:
  selector: { matchLabels: { name: reader } }
  template:
    metadata: { labels: { name: reader } }
    spec:
      containers:
        - name: reader
          image: reader
          env:
            - { name: URL, valueFrom: { secretKeyRef: { name: database, key: URL } } }
            - { name: OTHER, valueFrom: { secretKeyRef: { name: elsewhere, key: X } } }
          envFrom: [{ secretRef: { name: database } }]
      volumes:
        - { name: files, secret: { secretName: database } }
`;
    const root = tree({
      'kustomization.yaml': `resources: [reader.yaml]
secretGenerator:
  - { name: database, literals: ['URL=postgres://u:p@db/app'] }
`,
      'reader.yaml': reader,
    });
    const [deployment, secret] = renderKustomization(root);
    if (!deployment || !secret) throw new Error('rendered too few objects');
    expect(secret).toMatchObject({
      kind: 'Secret',
      type: 'Opaque',
      data: { URL: Buffer.from('postgres://u:p@db/app').toString('base64') },
    });
    expect(secret.metadata.name).toMatch(/^database-[0-9a-f]{10}$/);
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    expect(
      container.env.map(
        (v: { valueFrom: { secretKeyRef: { name: string } } }) => v.valueFrom.secretKeyRef.name,
      ),
    ).toEqual([secret.metadata.name, 'elsewhere']);
    expect(container.envFrom[0].secretRef.name).toBe(secret.metadata.name);
    expect(pod.volumes[0].secret.secretName).toBe(secret.metadata.name);
  });

  it('refuses a field it does not implement instead of ignoring it', () => {
    const root = tree({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\npatches: []\n',
    });
    expect(() => renderKustomization(path.join(root, 'overlay'))).toThrow(
      "'patches' is not supported by platform/k8s-check",
    );
  });
});
