import type { Vehicle } from '@autoparts/shared';

/** The text search over a data set: vehicles whose "year make model engine" has every word. */
export function vehicleSearch(list: readonly Vehicle[]) {
  const labels = list.map((vehicle) => ({
    vehicle,
    text: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`.toLowerCase(),
  }));

  /** Vehicles whose "year make model engine" contains every word of the query, in list order. */
  return function searchVehicles(query: string, limit: number): Vehicle[] {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const found: Vehicle[] = [];
    for (const { vehicle, text } of labels) {
      if (found.length >= limit) break;
      if (words.every((word) => text.includes(word))) found.push(vehicle);
    }
    return found;
  };
}
