import { TestEnvironment } from 'jest-environment-node';
import { createPglite, OPEN_PGLITE } from './open-pglite-outside';

/** Node's jest environment with an in-memory PGlite on hand (see open-pglite-outside.ts). */
export default class PgliteNodeEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global[OPEN_PGLITE] = createPglite;
  }
}
