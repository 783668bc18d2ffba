import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Vehicle } from '@autoparts/shared';
import type { AreaData, Clock, Db } from '@autoparts/service-kit';
import type { VehicleIndex } from './data';
import { garageVehicles } from './db/schema';
import type { VehicleReadModel } from './vehicle-read-model';

/**
 * A garage keeps its newest vehicles: adding more drops the oldest, so no client can make the
 * service hold an unbounded garage (a request adds at most as many, see the add body).
 */
export const VEHICLES_PER_GARAGE = 100;

// Two-key advisory locks are a keyspace apart from the one-key lock prepareSchema takes.
const GARAGE_LOCK = 'autoparts:vehicle:garage';

function orderedRows(db: Db, customerId: number) {
  return db
    .select({ id: garageVehicles.id, vehicleId: garageVehicles.vehicleId })
    .from(garageVehicles)
    .where(eq(garageVehicles.customerId, customerId))
    .orderBy(asc(garageVehicles.id));
}

/** A vehicle the catalogue no longer has is left out of the answer. */
const vehiclesOf = (known: VehicleIndex, rows: readonly { vehicleId: number }[]): Vehicle[] =>
  rows.flatMap(({ vehicleId }) => known.vehicleById(vehicleId) ?? []);

/** Each signed-in customer's garage, in the order its vehicles were added, over `vehicle`. */
export class Garages {
  constructor(
    private readonly data: AreaData,
    private readonly vehicles: VehicleReadModel,
    private readonly clock: Clock,
  ) {}

  async of(customerId: number): Promise<Vehicle[]> {
    const known = await this.vehicles.index();
    return vehiclesOf(known, await orderedRows(await this.data.db(), customerId));
  }

  /**
   * Adds the vehicles not already there; one already in the garage keeps its place. Adds to one
   * garage take turns (a lock per customer), so the newest-first trim counts what is there.
   */
  async add(customerId: number, vehicleIds: readonly number[]): Promise<Vehicle[]> {
    const known = await this.vehicles.index();
    const db = await this.data.db();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${GARAGE_LOCK}), ${customerId})`);
      const addedAt = new Date(this.clock.now());
      const fresh = [...new Set(vehicleIds)].map((vehicleId) => ({
        customerId,
        vehicleId,
        addedAt,
      }));
      if (fresh.length > 0) await tx.insert(garageVehicles).values(fresh).onConflictDoNothing();
      const rows = await orderedRows(tx, customerId);
      const dropped = rows.slice(0, Math.max(0, rows.length - VEHICLES_PER_GARAGE));
      const droppedIds = dropped.map((row) => row.id);
      if (droppedIds.length > 0)
        await tx.delete(garageVehicles).where(inArray(garageVehicles.id, droppedIds));
      return vehiclesOf(known, rows.slice(dropped.length));
    });
  }

  async remove(customerId: number, vehicleId: number): Promise<Vehicle[]> {
    const db = await this.data.db();
    await db
      .delete(garageVehicles)
      .where(
        and(eq(garageVehicles.customerId, customerId), eq(garageVehicles.vehicleId, vehicleId)),
      );
    return this.of(customerId);
  }
}
