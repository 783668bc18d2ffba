import { asc } from 'drizzle-orm';
import type { AreaData } from '@autoparts/service-kit';
import { indexVehicles, type VehicleIndex } from './data';
import { referenceVehicles } from './db/schema';

/** The reference vehicles as the API answers them, in id order. */
async function readVehicles(data: AreaData) {
  const db = await data.db();
  return db
    .select({
      id: referenceVehicles.id,
      year: referenceVehicles.year,
      make: referenceVehicles.make,
      model: referenceVehicles.model,
      engine: referenceVehicles.engine,
    })
    .from(referenceVehicles)
    .orderBy(asc(referenceVehicles.id));
}

/**
 * The `vehicle.vehicles` table held in memory: the selects, the search and the VIN lookup ask it
 * on every keystroke, and the table changes only when seeded. It is read on first use, after the
 * schema is prepared; a failed read (the database away) is the caller's error, a 503, and the
 * next use reads again. Once read it keeps answering while the database is away.
 */
export class VehicleReadModel {
  private loading: Promise<VehicleIndex> | null = null;

  constructor(private readonly data: AreaData) {}

  index(): Promise<VehicleIndex> {
    return (this.loading ??= this.load());
  }

  /** Reads the table again (after `db:reset` seeded it anew). */
  async reload(): Promise<void> {
    this.loading = this.load();
    await this.loading;
  }

  private load(): Promise<VehicleIndex> {
    const loading = readVehicles(this.data).then(indexVehicles);
    // Forget a failed read, unless a reload has replaced it meanwhile.
    loading.catch(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading;
  }
}
