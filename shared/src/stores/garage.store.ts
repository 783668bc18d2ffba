import { makeAutoObservable, reaction } from 'mobx';
import * as v from 'valibot';
import { API_ERROR_MESSAGES, ApiError } from '../api/api-error';
import {
  STORAGE_KEYS,
  SharedStoredJson,
  tolerantListOf,
  vehicleSchema,
  type StorageLike,
} from '../storage';
import type { Vehicle } from '../types';
import type { Notifier } from './notifier';
import { uniqueById } from './unique-by-id';

/** The account's garage on the server (GET/POST/DELETE vehicle/garage). */
export interface GarageApi {
  list(): Promise<Vehicle[]>;
  add(vehicle: Vehicle): Promise<void>;
  remove(vehicleId: number): Promise<void>;
  /** Adds several vehicles at once and answers the account's whole garage. */
  merge(vehicleIds: readonly number[]): Promise<Vehicle[]>;
}

/** What the garage needs to know of the session: whether the visitor is signed in. */
export interface GarageSession {
  readonly isSignedIn: boolean;
}

export interface GarageStoreDeps {
  storage: StorageLike;
  /** Without it the garage stays local, signed in or not. */
  api?: GarageApi;
  /**
   * The auth store. Signed in, adds and removals also go to the server; signing in merges the
   * guest's vehicles into the account's garage; signing out forgets the account's vehicles.
   */
  session?: GarageSession;
  /** Tells the visitor when the server could not keep a change (the local garage keeps it). */
  notifier?: Notifier;
}

const storedGarageSchema = v.pipe(tolerantListOf(vehicleSchema), v.transform(uniqueById));
const storedVehicleSchema = v.nullable(vehicleSchema);

/** The most vehicles one merge request may carry (the garage endpoint's limit). */
export const GARAGE_MERGE_LIMIT = 100;

export class GarageStore {
  vehicles: Vehicle[] = [];
  currentVehicle: Vehicle | null = null;

  readonly followedKeys = [STORAGE_KEYS.garage, STORAGE_KEYS.currentVehicle];

  private readonly storedGarage: SharedStoredJson<Vehicle[]>;
  private readonly storedCurrent: SharedStoredJson<Vehicle | null>;

  constructor(private readonly deps: GarageStoreDeps) {
    const { storage } = deps;
    this.storedGarage = new SharedStoredJson(storage, STORAGE_KEYS.garage, storedGarageSchema, []);
    this.storedCurrent = new SharedStoredJson(
      storage,
      STORAGE_KEYS.currentVehicle,
      storedVehicleSchema,
      null,
    );
    if (this.adoptStored()) this.saveVehicles();
    makeAutoObservable<GarageStore, 'deps' | 'storedGarage' | 'storedCurrent'>(
      this,
      { deps: false, storedGarage: false, storedCurrent: false, followedKeys: false },
      { autoBind: true },
    );
    const { session } = deps;
    if (session) {
      // Lives as long as the page's root store, so the disposer is not kept.
      reaction(
        () => session.isSignedIn,
        (signedIn) => (signedIn ? void this.mergeIntoAccount() : this.forgetAccount()),
      );
    }
  }

  /** Takes the garage as the tabs hold it now: another tab's change, or before one of this tab's. */
  syncFromStorage(): void {
    this.adoptStored();
  }

  /**
   * The current vehicle is one of the garage's. If the stored garage lost it (corrupt or foreign
   * data), the garage takes it back; if both name the id, the garage's entry is the one shown.
   * Answers whether it was taken back.
   */
  private adoptStored(): boolean {
    this.vehicles = this.storedGarage.latest(this.vehicles);
    const current = this.storedCurrent.latest(this.currentVehicle);
    const lost = current !== null && !this.has(current.id);
    if (lost) this.vehicles.push(current);
    this.currentVehicle = current && (this.find(current.id) ?? current);
    return lost;
  }

  /** Whether changes also go to the account's garage on the server. */
  private get syncsWithAccount(): boolean {
    return Boolean(this.deps.api && this.deps.session?.isSignedIn);
  }

  has(vehicleId: number): boolean {
    return this.find(vehicleId) !== undefined;
  }

  private find(vehicleId: number): Vehicle | undefined {
    return this.vehicles.find((vehicle) => vehicle.id === vehicleId);
  }

  /** A vehicle already in the garage is not added twice (spec §4). */
  add(vehicle: Vehicle): void {
    this.syncFromStorage();
    this.addVehicle(vehicle);
  }

  remove(vehicleId: number): void {
    this.syncFromStorage();
    const present = this.has(vehicleId);
    this.vehicles = this.vehicles.filter((vehicle) => vehicle.id !== vehicleId);
    this.saveVehicles();
    if (this.currentVehicle?.id === vehicleId) this.chooseCurrent(null);
    if (present && this.syncsWithAccount) void this.send((api) => api.remove(vehicleId));
  }

  /**
   * `null` is "All vehicles". A vehicle not yet in the garage joins it first, so the current
   * vehicle is always one the picker lists.
   */
  setCurrentVehicle(vehicle: Vehicle | null): void {
    if (vehicle && !v.is(vehicleSchema, vehicle)) return;
    this.syncFromStorage();
    if (vehicle) this.addVehicle(vehicle);
    this.chooseCurrent(vehicle);
  }

  /**
   * On sign-in (called by itself when given a session): sends the guest's vehicles to the
   * account in one request, then the account's garage from the server becomes the garage.
   * Without an api, or when the server fails, the guest garage stays as it is.
   */
  async mergeIntoAccount(): Promise<void> {
    const { api } = this.deps;
    if (!api) return;
    const guestIds = this.vehicles.map((vehicle) => vehicle.id).slice(0, GARAGE_MERGE_LIMIT);
    try {
      const account = guestIds.length > 0 ? await api.merge(guestIds) : await api.list();
      this.replaceVehicles(account);
    } catch (error) {
      // The guest garage is kept; the next sign-in (or change) tries again.
      this.report(error);
    }
  }

  /** Reloads the account's garage, e.g. when a page about the garage opens. Guests: nothing. */
  async refresh(): Promise<void> {
    const { api } = this.deps;
    if (!api || !this.syncsWithAccount) return;
    try {
      this.replaceVehicles(await api.list());
    } catch (error) {
      this.report(error);
    }
  }

  private addVehicle(vehicle: Vehicle): void {
    if (this.has(vehicle.id) || !v.is(vehicleSchema, vehicle)) return;
    this.vehicles.push(vehicle);
    this.saveVehicles();
    if (this.syncsWithAccount) void this.send((api) => api.add(vehicle));
  }

  private chooseCurrent(vehicle: Vehicle | null): void {
    this.currentVehicle = vehicle && (this.find(vehicle.id) ?? vehicle);
    this.storedCurrent.save(this.currentVehicle);
  }

  /** Signed out, the account's vehicles leave this browser: the next visitor starts empty. */
  private forgetAccount(): void {
    this.vehicles = [];
    this.saveVehicles();
    this.chooseCurrent(null);
  }

  /** The account's garage from the server; a current vehicle it no longer holds is let go. */
  private replaceVehicles(vehicles: Vehicle[]): void {
    this.vehicles = uniqueById(vehicles.filter((vehicle) => v.is(vehicleSchema, vehicle)));
    this.saveVehicles();
    const current = this.currentVehicle;
    if (current && !this.has(current.id)) this.chooseCurrent(null);
  }

  private async send(call: (api: GarageApi) => Promise<void>): Promise<void> {
    const { api } = this.deps;
    if (!api) return;
    try {
      await call(api);
    } catch (error) {
      this.report(error);
    }
  }

  /** The local garage keeps the change; a 401 is the sign-in flow's business, never a toast. */
  private report(error: unknown): void {
    if (error instanceof ApiError && error.status === 401) return;
    const message = error instanceof ApiError ? error.message : API_ERROR_MESSAGES.default;
    this.deps.notifier?.error(message);
  }

  private saveVehicles(): void {
    this.storedGarage.save(this.vehicles);
  }
}
