import type { HttpHandler } from 'msw';
import { handlers as shop } from '@autoparts/mf-shop/mock';
import { handlers as account } from '@autoparts/mf-account/mock';
import { handlers as blog } from '@autoparts/mf-blog/mock';
import { handlers as vehicle } from '@autoparts/mf-vehicle/mock';
import { handlers as site } from '@autoparts/mf-site/mock';

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
