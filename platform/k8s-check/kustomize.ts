import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // The rest of an object is read by path in the rules: its shape depends on its kind.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any;
}

/**
 * The kustomization fields this renderer implements. Anything else is refused rather than
 * ignored, so a file that uses more of kustomize than this is never checked half-rendered.
 */
const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'commonLabels',
  'labels',
  'images',
  'configMapGenerator',
  'secretGenerator',
]);
const CLUSTER_SCOPED_KINDS = new Set(['Namespace', 'IngressClass']);

interface Kustomization {
  resources?: string[];
  namespace?: string;
  commonLabels?: Record<string, string>;
  labels?: {
    pairs: Record<string, string>;
    includeSelectors?: boolean;
    includeTemplates?: boolean;
  }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: Generator[];
  secretGenerator?: (Generator & { type?: string })[];
}

interface Generator {
  name: string;
  behavior?: 'create' | 'replace' | 'merge';
  files?: string[];
  literals?: string[];
}

type GeneratedKind = 'ConfigMap' | 'Secret';

export function readYamlDocuments(file: string): K8sObject[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents.flatMap((document) => {
    const [error] = document.errors;
    if (error) throw new Error(`${file}: ${error.message}`);
    const value = document.toJS() as K8sObject | null;
    return value ? [value] : [];
  });
}

/** The objects `kustomize build <dir>` would print, for the fields in SUPPORTED_FIELDS. */
export function renderKustomization(dir: string): K8sObject[] {
  const generated = new Set<K8sObject>();
  const objects = build(dir, generated);
  addHashSuffixes(objects, generated);
  return objects;
}

function build(dir: string, generated: Set<K8sObject>): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = (readYamlDocuments(file)[0] ?? {}) as Kustomization;
  for (const field of Object.keys(kustomization)) {
    if (!SUPPORTED_FIELDS.has(field)) {
      throw new Error(`${file}: '${field}' is not supported by platform/k8s-check (kustomize.ts)`);
    }
  }

  const objects = (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.resolve(dir, resource);
    return statSync(target).isDirectory() ? build(target, generated) : readYamlDocuments(target);
  });
  for (const generator of kustomization.configMapGenerator ?? []) {
    generate(dir, 'ConfigMap', generator, objects, generated);
  }
  for (const generator of kustomization.secretGenerator ?? []) {
    generate(dir, 'Secret', generator, objects, generated);
  }
  for (const object of objects) {
    if (kustomization.namespace && !CLUSTER_SCOPED_KINDS.has(object.kind)) {
      object.metadata.namespace = kustomization.namespace;
    }
    if (kustomization.commonLabels) addLabels(object, kustomization.commonLabels, true, true);
    for (const { pairs, includeSelectors, includeTemplates } of kustomization.labels ?? []) {
      // A label added to a selector goes on the pods too, or the selector would match none.
      addLabels(object, pairs, !!includeSelectors, !!(includeSelectors || includeTemplates));
    }
    for (const container of containersOf(object)) {
      container.image = setImage(container.image, kustomization.images ?? []);
    }
  }
  return objects;
}

/** A generated ConfigMap, or a Secret (its values base64-encoded, its type Opaque unless set). */
function generate(
  dir: string,
  kind: GeneratedKind,
  generator: Generator & { type?: string },
  objects: K8sObject[],
  generated: Set<K8sObject>,
): void {
  const data: Record<string, string> = {};
  for (const entry of generator.files ?? []) {
    // `key=path` names the key; a bare path uses the file's name.
    const at = entry.indexOf('=');
    const key = at < 0 ? path.basename(entry) : entry.slice(0, at);
    data[key] = readFileSync(path.resolve(dir, entry.slice(at + 1)), 'utf8');
  }
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  if (kind === 'Secret') {
    for (const [key, value] of Object.entries(data)) {
      data[key] = Buffer.from(value).toString('base64');
    }
  }
  const existing = objects.find(
    (object) =>
      generated.has(object) && object.kind === kind && object.metadata.name === generator.name,
  );
  const behavior = generator.behavior ?? 'create';
  if (behavior === 'create') {
    if (existing) throw new Error(`${dir}: ${kind} ${generator.name} is generated twice`);
    const object: K8sObject = {
      apiVersion: 'v1',
      kind,
      metadata: { name: generator.name },
      ...(kind === 'Secret' ? { type: generator.type ?? 'Opaque' } : {}),
      data,
    };
    generated.add(object);
    objects.push(object);
  } else if (!existing) {
    throw new Error(`${dir}: no generated ${kind} ${generator.name} to ${behavior}`);
  } else {
    existing.data = behavior === 'merge' ? { ...existing.data, ...data } : data;
  }
}

function addLabels(
  object: K8sObject,
  labels: Record<string, string>,
  selectors: boolean,
  templates: boolean,
): void {
  object.metadata.labels = { ...object.metadata.labels, ...labels };
  const spec = object.spec;
  if (selectors && object.kind === 'Service' && spec?.selector) {
    spec.selector = { ...spec.selector, ...labels };
  }
  if (selectors && spec?.selector?.matchLabels) {
    spec.selector.matchLabels = { ...spec.selector.matchLabels, ...labels };
  }
  if (templates && spec?.template?.metadata) {
    spec.template.metadata.labels = { ...spec.template.metadata.labels, ...labels };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function containersOf(object: K8sObject): any[] {
  const pod = object.spec?.template?.spec;
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : [];
}

function setImage(image: string, images: NonNullable<Kustomization['images']>): string {
  // name[:tag]: a colon after the last slash starts the tag (a registry may have a port).
  const tagAt = image.lastIndexOf(':');
  const hasTag = tagAt > image.lastIndexOf('/');
  const name = hasTag ? image.slice(0, tagAt) : image;
  const rule = images.find((entry) => entry.name === name);
  if (!rule) return image;
  const tag = rule.newTag ?? (hasTag ? image.slice(tagAt + 1) : undefined);
  return `${rule.newName ?? name}${tag ? `:${tag}` : ''}`;
}

/**
 * Generated ConfigMaps and Secrets get a content hash in their name, and every pod that refers to
 * one is pointed at the new name: a change of its data changes the pod template, which rolls the
 * pods. (The suffix is computed like kustomize's in spirit, not byte for byte.)
 */
function addHashSuffixes(objects: K8sObject[], generated: Set<K8sObject>): void {
  const renamed: Record<GeneratedKind, Map<string, string>> = {
    ConfigMap: new Map(),
    Secret: new Map(),
  };
  for (const object of generated) {
    const hash = createHash('sha256').update(JSON.stringify(object.data)).digest('hex');
    const name = `${object.metadata.name}-${hash.slice(0, 10)}`;
    renamed[object.kind as GeneratedKind].set(object.metadata.name, name);
    object.metadata.name = name;
  }
  const rename = (kind: GeneratedKind, reference: { name?: string } | undefined) => {
    const name = reference?.name && renamed[kind].get(reference.name);
    if (name) reference.name = name;
  };
  for (const object of objects) {
    for (const volume of object.spec?.template?.spec?.volumes ?? []) {
      rename('ConfigMap', volume.configMap);
      if (volume.secret) {
        const reference = { name: volume.secret.secretName };
        rename('Secret', reference);
        volume.secret.secretName = reference.name;
      }
    }
    for (const container of containersOf(object)) {
      for (const source of container.envFrom ?? []) {
        rename('ConfigMap', source.configMapRef);
        rename('Secret', source.secretRef);
      }
      for (const variable of container.env ?? []) {
        rename('ConfigMap', variable.valueFrom?.configMapKeyRef);
        rename('Secret', variable.valueFrom?.secretKeyRef);
      }
    }
  }
}
