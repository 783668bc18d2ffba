import type { HttpHandler } from 'msw';
import {
  databaseTargetFromEnv,
  openAreaDatabase,
  type DatabaseOpener,
} from '@autoparts/service-kit';
import type { ApiOperation } from '@autoparts/shared/mock';
import {
  createShopService,
  operations as shopOperations,
  sitemapPages as shopPages,
} from '@autoparts/mf-shop/server';
import {
  createAccountService,
  operations as accountOperations,
} from '@autoparts/mf-account/server';
import {
  handlers as blog,
  operations as blogOperations,
  sitemapPages as blogPages,
} from '@autoparts/mf-blog/server';
import {
  createVehicleService,
  operations as vehicleOperations,
} from '@autoparts/mf-vehicle/server';
import { handlers as site, operations as siteOperations } from '@autoparts/mf-site/server';

/**
 * The areas by federation name (also their `/remotes/<name>/` folder and `mf-<name>/` workspace).
 * The Node side cannot import the browser barrel of @autoparts/shared for AREA_NAMES, so this is
 * the server's list of areas.
 */
export const areaNames = ['shop', 'account', 'blog', 'vehicle', 'site'];

/** Each area's endpoints with sample requests, for the robustness fuzz (see ApiOperation). */
export const areaOperations: Readonly<Record<string, readonly ApiOperation[]>> = {
  shop: shopOperations,
  account: accountOperations,
  blog: blogOperations,
  vehicle: vehicleOperations,
  site: siteOperations,
};

/** Opens an area's database: its own PGlite folder or server schema. */
export type DatabaseFor = (area: string) => DatabaseOpener;

/** Each area's database as the environment configures it (`DATABASE_URL`, `.data/<area>`). */
export const databasesFromEnv: DatabaseFor = (area) => () =>
  openAreaDatabase(databaseTargetFromEnv(area));

export interface AreaServices {
  /** Each area's handlers, keyed by area. */
  slices: Readonly<Record<string, readonly HttpHandler[]>>;
  /** What the gateway serves under /api. */
  all: readonly HttpHandler[];
  /** Opens every database and prepares its schema, so the first request does not wait for it. */
  warmUp(): Promise<void>;
  /** Every area's schema dropped and seeded anew (`npm run db:reset`). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every area's service in this process, each with a database connection of its own. The account
 * service's session check is handed to the others here: no area imports another's code.
 */
export function createAreaServices(databaseFor: DatabaseFor = databasesFromEnv): AreaServices {
  const account = createAccountService({ database: databaseFor('account') });
  const sessions = account.sessions;
  const slices = {
    shop: createShopService({ sessions }).handlers,
    account: account.handlers,
    blog,
    vehicle: createVehicleService({ sessions }).handlers,
    site,
  };
  return {
    slices,
    all: Object.values(slices).flat(),
    async warmUp() {
      // A database that is down now is retried by the first request that needs it.
      await account.data.db().catch((error: unknown) => {
        console.error('[account] database not ready yet:', String(error));
      });
    },
    reset: () => account.reset(),
    close: () => account.data.close(),
  };
}

/** The pages only an area's data knows (categories, products, posts), for the sitemap. */
export function areaSitemapPages(): string[] {
  return [...shopPages(), ...blogPages()];
}
