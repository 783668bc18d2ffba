import { setStorefront, type Storefront } from '../runtime';

/**
 * A started storefront in each test (a stand-in unless given), for modules that ask for data
 * before any component renders: their early loads wait until a storefront runs.
 */
export function storefrontForEachTest(storefront: Partial<Storefront> = {}): void {
  beforeEach(() => setStorefront(storefront as Storefront));
  afterEach(() => setStorefront(null));
}
