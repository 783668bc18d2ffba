import type { K8sObject } from './kustomize';

export interface TlsWiring {
  /** The Secret holding the storefront's certificate (cert-manager's, or one made by hand). */
  tlsSecret: string;
  /** Secrets the cluster holds outside these manifests (the base's: the database's, an overlay's). */
  providedSecrets?: readonly string[];
}

interface IngressTls {
  hosts?: string[];
  secretName?: string;
}

/**
 * HTTPS on every Ingress: each rule names a host (the same one on all of them, the one origin
 * routeOf assumes), each host is in a tls entry with the storefront's certificate, that Secret is
 * here or the cluster's, and nothing turns off ingress-nginx's redirect of plain HTTP.
 */
export function tlsProblems(objects: readonly K8sObject[], wiring: TlsWiring): string[] {
  const problems: string[] = [];
  const hosts = new Set<string>();
  const ingresses = objects.filter((object) => object.kind === 'Ingress');
  for (const ingress of ingresses) {
    const where = `Ingress ${ingress.metadata.name}`;
    const tls: IngressTls[] = ingress.spec.tls ?? [];
    if (tls.length === 0) problems.push(`${where}: has no tls, so it answers over plain HTTP`);
    for (const { secretName } of tls) {
      if (secretName !== wiring.tlsSecret) {
        problems.push(`${where}: tls names Secret ${secretName}, not ${wiring.tlsSecret}`);
      }
    }
    for (const { host } of (ingress.spec.rules ?? []) as { host?: string }[]) {
      if (!host) {
        problems.push(`${where}: a rule names no host, so no certificate of its tls covers it`);
        continue;
      }
      hosts.add(host);
      if (!tls.some((entry) => entry.hosts?.includes(host))) {
        problems.push(`${where}: host ${host} is in no tls entry, so it gets no certificate`);
      }
    }
    if (ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/ssl-redirect'] === 'false') {
      problems.push(`${where}: ssl-redirect is off, so plain HTTP is answered`);
    }
  }
  if (hosts.size > 1) {
    problems.push(`the Ingresses name several hosts (${[...hosts].join(', ')}), not one origin`);
  }
  const secretHere = objects.some(
    (object) => object.kind === 'Secret' && object.metadata.name === wiring.tlsSecret,
  );
  if (ingresses.length > 0 && !secretHere && !wiring.providedSecrets?.includes(wiring.tlsSecret)) {
    problems.push(
      `Secret ${wiring.tlsSecret}, the Ingresses’ certificate, is not in the manifests`,
    );
  }
  return problems;
}
