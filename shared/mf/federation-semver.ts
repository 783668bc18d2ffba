/*
 * Bundled in place of the federation runtime's semver module (FederationSemverPlugin): the same
 * `satisfy`, the runtime's simple questions answered without its parser (federation-semver-fast).
 */
import { satisfy as computeSatisfy } from 'autoparts-federation-semver';
import { withFastPath } from './federation-semver-fast';

export const satisfy = withFastPath(computeSatisfy);
