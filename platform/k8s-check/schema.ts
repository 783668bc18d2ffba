import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import type { K8sObject } from './kustomize';

// The Kubernetes API's own schemas (kubernetes-models). A kind missing here is reported, so a
// new kind of object is added to the check rather than passed unchecked.
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'apps/v1 StatefulSet': StatefulSet,
  'networking.k8s.io/v1 Ingress': Ingress,
  'v1 ConfigMap': ConfigMap,
  'v1 Namespace': Namespace,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

/** Problems with each object's fields against its kind's schema (unknown fields pass). */
export function schemaProblems(objects: readonly K8sObject[]): string[] {
  return objects.flatMap((object) => {
    const where = `${object.kind} ${object.metadata?.name}`;
    const Model = MODELS[`${object.apiVersion} ${object.kind}`];
    if (!Model) return [`${where}: no schema for ${object.apiVersion} ${object.kind}`];
    try {
      new Model(object as never).validate();
      return [];
    } catch (error) {
      return [`${where}: ${(error as Error).message}`];
    }
  });
}
