import FixedJsdomEnvironment from 'jest-fixed-jsdom';
import { createPglite, OPEN_PGLITE } from './open-pglite-outside';

/** jest-fixed-jsdom with an in-memory PGlite on hand (see open-pglite-outside.ts). */
export default class PgliteJsdomEnvironment extends FixedJsdomEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global[OPEN_PGLITE] = createPglite;
  }
}
