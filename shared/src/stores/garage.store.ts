import { makeAutoObservable, runInAction } from 'mobx';
import {
  STORAGE_KEYS,
  readStoredJson,
  removeStoredItems,
  tolerantListOf,
  vehicleSchema,
  writeStoredJson,
  type StorageLike,
} from '../storage';
import type { Vehicle } from '../types';
import { uniqueById } from './unique-by-id';

/** The account's garage on the server; the guest garage lives in browser storage only. */
export interface GarageApi {
  list(): Promise<Vehicle[]>;
  add(vehicle: Vehicle): Promise<void>;
}

export interface GarageStoreDeps {
  storage: StorageLike;
  /** Given once the account slice serves a garage; without it the garage stays local. */
  api?: GarageApi;
}

const savedVehicleSchema = vehicleSchema.nullable();

export class GarageStore {
  vehicles: Vehicle[];
  currentVehicle: Vehicle | null;

  constructor(private readonly deps: GarageStoreDeps) {
    const saved = readStoredJson(
      deps.storage,
      STORAGE_KEYS.garage,
      tolerantListOf(vehicleSchema),
      [],
    );
    this.vehicles = uniqueById(saved);
    this.currentVehicle = readStoredJson(
      deps.storage,
      STORAGE_KEYS.currentVehicle,
      savedVehicleSchema,
      null,
    );
    makeAutoObservable<GarageStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  has(vehicleId: number): boolean {
    return this.vehicles.some((vehicle) => vehicle.id === vehicleId);
  }

  /** A vehicle already in the garage is not added twice (spec §4). */
  add(vehicle: Vehicle): void {
    if (this.has(vehicle.id) || !vehicleSchema.safeParse(vehicle).success) return;
    this.vehicles.push(vehicle);
    this.saveVehicles();
  }

  remove(vehicleId: number): void {
    this.vehicles = this.vehicles.filter((vehicle) => vehicle.id !== vehicleId);
    this.saveVehicles();
    if (this.currentVehicle?.id === vehicleId) this.setCurrentVehicle(null);
  }

  /** `null` is "All vehicles". */
  setCurrentVehicle(vehicle: Vehicle | null): void {
    if (vehicle && !vehicleSchema.safeParse(vehicle).success) return;
    this.currentVehicle = vehicle;
    if (vehicle) writeStoredJson(this.deps.storage, STORAGE_KEYS.currentVehicle, vehicle);
    else removeStoredItems(this.deps.storage, STORAGE_KEYS.currentVehicle);
  }

  /**
   * On sign-in: sends the guest's vehicles the account lacks to the server, then shows the
   * account's garage. Without an api, or when the server fails, the guest garage stays as it is.
   */
  async mergeIntoAccount(): Promise<void> {
    const { api } = this.deps;
    if (!api) return;
    try {
      const account = await api.list();
      const missing = this.vehicles.filter((vehicle) => !account.some((v) => v.id === vehicle.id));
      await Promise.all(missing.map((vehicle) => api.add(vehicle)));
      runInAction(() => {
        this.vehicles = [...account, ...missing];
        this.saveVehicles();
      });
    } catch {
      // The guest garage is kept; the next sign-in tries again.
    }
  }

  private saveVehicles(): void {
    writeStoredJson(this.deps.storage, STORAGE_KEYS.garage, this.vehicles);
  }
}
