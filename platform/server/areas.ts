import type { RequestHandler } from 'express';
import type { HttpHandler } from 'msw';
import {
  type ApiOperation,
  type AreaData,
  type BodyLimits,
  type DatabaseOpener,
  databaseTargetFromEnv,
  openAreaDatabase,
  type SessionVerifier,
} from '@autoparts/service-kit';
import {
  createServiceApp,
  introspectionVerifier,
  sessionIntrospection,
} from '@autoparts/service-kit/http';
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
  createBlogService,
  operations as blogOperations,
  sitemapPages as blogPages,
} from '@autoparts/mf-blog/server';
import {
  createVehicleService,
  operations as vehicleOperations,
} from '@autoparts/mf-vehicle/server';
import { createSiteService, operations as siteOperations } from '@autoparts/mf-site/server';
import { areaProxy } from './area-proxy';

/**
 * The areas by federation name (also their `/remotes/<name>/` folder and `mf-<name>/` workspace).
 * The Node side cannot import the browser barrel of @autoparts/shared for AREA_NAMES, so this is
 * the server's list of areas.
 */
export const areaNames = ['shop', 'account', 'blog', 'vehicle', 'site'];

/**
 * Each area's endpoints with sample requests (see ApiOperation), from which its service builds
 * the OpenAPI document it publishes.
 */
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

/** The address of an area's service that runs in its own process, if the environment names one. */
export const remoteServiceUrl = (area: string, env: NodeJS.ProcessEnv) =>
  env[`${area.toUpperCase()}_API_URL`] || undefined;

export interface AreaServicesOptions {
  databaseFor?: DatabaseFor;
  env?: NodeJS.ProcessEnv;
  bodyLimits?: BodyLimits;
}

export interface AreaServices {
  /** Each area's service as the gateway routes to it: in this process, or a proxy to its own. */
  services: Readonly<Record<string, RequestHandler>>;
  /** The handlers of the areas running in this process, keyed by area. */
  slices: Readonly<Record<string, readonly HttpHandler[]>>;
  /** Opens every database and prepares its schema, so the first request does not wait for it. */
  warmUp(): Promise<void>;
  /** Every area's schema dropped and seeded anew (`npm run db:reset`). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface LocalService {
  area: string;
  handlers: HttpHandler[];
  data?: AreaData;
  reset?: () => Promise<void>;
  /** Opens the database and loads what the service keeps in memory (its read models). */
  warmUp?: () => Promise<void>;
}

/**
 * Every area's service, each a module of its own with its own database connection: in this
 * process by default (`npm start`), or where `<AREA>_API_URL` says it runs alone. The account
 * service's session check is handed to the others here (over HTTP when the account runs
 * elsewhere): no area imports another's code.
 */
export function createAreaServices({
  databaseFor = databasesFromEnv,
  env = process.env,
  bodyLimits,
}: AreaServicesOptions = {}): AreaServices {
  const accountUrl = remoteServiceUrl('account', env);
  const account = accountUrl ? null : createAccountService({ database: databaseFor('account') });
  const sessions: SessionVerifier = account?.sessions ?? introspectionVerifier(accountUrl!);

  const builders: Record<string, () => LocalService> = {
    shop: () => createShopService({ database: databaseFor('shop'), sessions }),
    account: () => ({ ...account!, reset: () => account!.reset() }),
    blog: () => createBlogService({ database: databaseFor('blog') }),
    vehicle: () => createVehicleService({ database: databaseFor('vehicle'), sessions }),
    site: () => createSiteService({ database: databaseFor('site') }),
  };
  const local: LocalService[] = [];
  const services: Record<string, RequestHandler> = {};
  for (const area of areaNames) {
    const url = remoteServiceUrl(area, env);
    if (url) {
      services[area] = areaProxy(area, url);
      continue;
    }
    const service = builders[area]!();
    local.push(service);
    const internal = area === 'account' && account ? sessionIntrospection(sessions) : undefined;
    // Its operations make the document it publishes at /openapi.json (the fuzz reads that).
    const operations = areaOperations[area];
    services[area] = createServiceApp({ ...service, operations, internal, bodyLimits });
  }
  const withData = local.filter((service) => service.data);
  return {
    services,
    slices: Object.fromEntries(local.map((service) => [service.area, service.handlers])),
    async warmUp() {
      // A database that is down now is retried by the first request that needs it.
      for (const { area, data, warmUp } of withData)
        await (warmUp ? warmUp() : data!.db()).catch((error: unknown) => {
          console.error(`[${area}] database not ready yet:`, String(error));
        });
    },
    async reset() {
      for (const service of local) await service.reset?.();
    },
    async close() {
      await Promise.all(withData.map((service) => service.data!.close()));
    },
  };
}

/** The pages only an area's data knows (categories, products, posts), for the sitemap. */
export function areaSitemapPages(): string[] {
  return [...shopPages(), ...blogPages()];
}
