/** The federation runtime's own semver module, as FederationSemverPlugin's alias names it. */
declare module 'autoparts-federation-semver' {
  export function satisfy(version: string, range: string): boolean;
}
