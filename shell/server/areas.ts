import type { HttpHandler } from 'msw';
import type { ApiOperation } from '@autoparts/shared/mock';
import {
  handlers as shop,
  operations as shopOperations,
  sitemapPages as shopPages,
} from '@autoparts/mf-shop/mock';
import { handlers as account, operations as accountOperations } from '@autoparts/mf-account/mock';
import {
  handlers as blog,
  operations as blogOperations,
  sitemapPages as blogPages,
} from '@autoparts/mf-blog/mock';
import { handlers as vehicle, operations as vehicleOperations } from '@autoparts/mf-vehicle/mock';
import { handlers as site, operations as siteOperations } from '@autoparts/mf-site/mock';

/**
 * Each area's backend slice, keyed by its federation name (also its `/remotes/<name>/` folder and
 * its `mf-<name>/` workspace). The Node side cannot import the browser barrel of
 * @autoparts/shared for AREA_NAMES, so this map is the server's list of areas.
 */
export const areaSlices: Readonly<Record<string, readonly HttpHandler[]>> = {
  shop,
  account,
  blog,
  vehicle,
  site,
};

export const areaNames = Object.keys(areaSlices);

/** Each slice's endpoints with sample requests, for the robustness fuzz (see ApiOperation). */
export const areaOperations: Readonly<Record<string, readonly ApiOperation[]>> = {
  shop: shopOperations,
  account: accountOperations,
  blog: blogOperations,
  vehicle: vehicleOperations,
  site: siteOperations,
};

/** What the gateway and the mock-api container serve under /api. */
export const allSlices: readonly HttpHandler[] = Object.values(areaSlices).flat();

/** The pages only an area's data knows (categories, products, posts), for the sitemap. */
export function areaSitemapPages(): string[] {
  return [...shopPages(), ...blogPages()];
}
