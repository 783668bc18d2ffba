import { readFileSync } from 'node:fs';
import { feedText, SHOP_VEHICLE_FEED, vehicleFeed } from '../feeds/vehicle-references';

// The shop's fitment names the vehicle area's ids from its own copy of the data set: a change to
// the vehicle data fails here until `npm run feeds` has given the shop the new copy.
it("holds the shop's vehicle references to the vehicle area's data set", () => {
  expect(readFileSync(SHOP_VEHICLE_FEED, 'utf8') === feedText(vehicleFeed())).toBe(true);
});
