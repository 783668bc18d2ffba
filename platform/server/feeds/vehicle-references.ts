import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { vehicles } from '@autoparts/mf-vehicle/server/vehicles';

/**
 * The vehicle area's data set as the shop's service keeps it for fitment (make -> model -> engine
 * -> [year, vehicle id] pairs): the shop names the vehicle service's ids, as a catalogue fed from
 * a vehicle database would, without importing the vehicle area's code. `npm run feeds` writes it
 * after the vehicle data changes; a test (vehicle-feed.test.ts) fails while the two differ.
 */
export type VehicleFeed = Record<string, Record<string, Record<string, [number, number][]>>>;

export const SHOP_VEHICLE_FEED = path.resolve(
  __dirname,
  '../../../mf-shop/server/data/vehicle-references.json',
);

export function vehicleFeed(): VehicleFeed {
  const feed: VehicleFeed = {};
  for (const { id, year, make, model, engine } of vehicles) {
    const models = (feed[make] ??= {});
    const engines = (models[model] ??= {});
    (engines[engine] ??= []).push([year, id]);
  }
  return feed;
}

export const feedText = (feed: VehicleFeed) => `${JSON.stringify(feed)}\n`;

if (require.main === module) {
  writeFileSync(SHOP_VEHICLE_FEED, feedText(vehicleFeed()));
  console.log(`wrote ${path.relative(process.cwd(), SHOP_VEHICLE_FEED)}`);
}
