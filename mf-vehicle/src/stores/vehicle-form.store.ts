import { makeAutoObservable, runInAction } from 'mobx';
import type { Vehicle } from '@autoparts/shared';
import type { VehicleApi } from '../api/vehicle.api';
import { normalizeVin, validateVin, type VinProblem } from '../lib/vin';

/** Spec §9: the VIN is checked 500 ms after typing stops. */
export const VIN_DEBOUNCE_MS = 500;

/** The four cascading selects, in order (spec §4). */
export const LEVELS = ['year', 'make', 'model', 'engine'] as const;
export type Level = (typeof LEVELS)[number];

export type VinState =
  | { status: 'empty' }
  /** Typed, waiting for the typing to stop. */
  | { status: 'pending' }
  | { status: 'invalid'; problem: VinProblem }
  | { status: 'checking' }
  | { status: 'found'; vehicle: Vehicle }
  | { status: 'not-found' }
  /** The lookup itself failed (server or network), so nothing is known about the VIN. */
  | { status: 'failed' };

export type VehicleFormApi = Pick<
  VehicleApi,
  'years' | 'makes' | 'models' | 'engines' | 'vehicleByVin'
>;

const EMPTY_VIN: VinState = { status: 'empty' };

/**
 * The vehicle form's state: four cascading lists and the VIN field. Each list request carries a
 * ticket; an answer whose ticket is no longer the latest of its level (the visitor changed an
 * earlier select meanwhile) is dropped, so a slow old answer never replaces a newer one.
 */
export class VehicleFormStore {
  years: number[] = [];
  makes: string[] = [];
  models: string[] = [];
  engines: Vehicle[] = [];

  year: number | null = null;
  make: string | null = null;
  model: string | null = null;
  engineId: number | null = null;

  /** The list being loaded; a later select shows it in place of its options. */
  loading: Level | null = null;
  /** The list whose request failed, for a retry. */
  failed: Level | null = null;

  vinInput = '';
  vin: VinState = EMPTY_VIN;

  private readonly tickets: Record<Level, number> = { year: 0, make: 0, model: 0, engine: 0 };
  private vinTicket = 0;
  /** The normalized VIN last scheduled or checked, so spaces alone do not check it again. */
  private scheduledVin = '';
  private vinTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly api: VehicleFormApi) {
    makeAutoObservable<VehicleFormStore, 'api' | 'tickets' | 'vinTimer'>(
      this,
      { api: false, tickets: false, vinTimer: false },
      { autoBind: true },
    );
  }

  /** The engine chosen in the selects. */
  get selectedVehicle(): Vehicle | null {
    return this.engines.find((vehicle) => vehicle.id === this.engineId) ?? null;
  }

  /** The chosen vehicle: a VIN match takes priority over the selects (spec §4). */
  get vehicle(): Vehicle | null {
    return this.vin.status === 'found' ? this.vin.vehicle : this.selectedVehicle;
  }

  /**
   * A select is disabled until the one before it is chosen (spec §4). A select whose list is
   * loading stays enabled, saying so in its only option: the keyboard can rest on it meanwhile.
   */
  isDisabled(level: Level): boolean {
    switch (level) {
      case 'year':
        return false;
      case 'make':
        return this.year === null;
      case 'model':
        return this.make === null;
      case 'engine':
        return this.model === null;
    }
  }

  /** Loads the years once; the form calls it when it appears. */
  start(): void {
    if (this.years.length === 0 && this.loading !== 'year') this.loadYears();
  }

  /** Choosing a year resets make, model and engine and loads the makes (spec §4). */
  setYear(year: number | null): void {
    this.resetAfter('year');
    this.year = year;
    if (year !== null) this.loadMakes();
  }

  setMake(make: string | null): void {
    this.resetAfter('make');
    this.make = make;
    if (make !== null) this.loadModels();
  }

  setModel(model: string | null): void {
    this.resetAfter('model');
    this.model = model;
    if (model !== null) this.loadEngines();
  }

  /** Choosing an engine sets the chosen vehicle. */
  setEngine(vehicleId: number | null): void {
    this.engineId = this.engines.some((vehicle) => vehicle.id === vehicleId) ? vehicleId : null;
  }

  /** Asks again for the list that failed. */
  retry(): void {
    const loaders: Record<Level, () => void> = {
      year: this.loadYears,
      make: this.loadMakes,
      model: this.loadModels,
      engine: this.loadEngines,
    };
    if (this.failed) loaders[this.failed]();
  }

  /**
   * What the VIN field holds. Empty clears the match and the error at once; anything else is
   * checked once typing has stopped for VIN_DEBOUNCE_MS.
   */
  setVin(input: string): void {
    this.vinInput = input;
    const vin = normalizeVin(input);
    if (vin === this.scheduledVin && this.vin.status !== 'failed') return;
    this.cancelVinCheck();
    this.scheduledVin = vin;
    if (vin === '') {
      this.vin = EMPTY_VIN;
      return;
    }
    this.vin = { status: 'pending' };
    this.vinTimer = setTimeout(() => void this.checkVin(vin), VIN_DEBOUNCE_MS);
  }

  /** Stops the pending VIN check and drops every answer still on its way. */
  dispose(): void {
    this.cancelVinCheck();
    for (const level of LEVELS) this.tickets[level] += 1;
    // A form shown again (React's strict mode mounts twice) loads what it was waiting for anew.
    this.loading = null;
  }

  /** Validated locally first: an invalid VIN shows its problem and sends nothing. */
  private async checkVin(vin: string): Promise<void> {
    this.vinTimer = undefined;
    const check = validateVin(vin);
    if (!check.valid) {
      this.vin = { status: 'invalid', problem: check.problem };
      return;
    }
    const ticket = this.vinTicket;
    this.vin = { status: 'checking' };
    let answer: VinState;
    try {
      const vehicle = await this.api.vehicleByVin(check.vin);
      answer = vehicle ? { status: 'found', vehicle } : { status: 'not-found' };
    } catch {
      answer = { status: 'failed' };
    }
    if (ticket === this.vinTicket) runInAction(() => (this.vin = answer));
  }

  private cancelVinCheck(): void {
    clearTimeout(this.vinTimer);
    this.vinTimer = undefined;
    this.vinTicket += 1;
  }

  /** Forgets the selects after `level` and drops the answers still on their way for them. */
  private resetAfter(level: Level): void {
    const later: readonly Level[] = LEVELS.slice(LEVELS.indexOf(level) + 1);
    for (const next of later) this.tickets[next] += 1;
    if (later.includes('make')) [this.make, this.makes] = [null, []];
    if (later.includes('model')) [this.model, this.models] = [null, []];
    [this.engineId, this.engines] = [null, []];
    if (this.loading && later.includes(this.loading)) this.loading = null;
    if (this.failed && later.includes(this.failed)) this.failed = null;
  }

  private loadYears(): void {
    void this.load(
      'year',
      () => this.api.years(),
      (years) => (this.years = years),
    );
  }

  private loadMakes(): void {
    const { year } = this;
    if (year === null) return;
    void this.load(
      'make',
      () => this.api.makes(year),
      (makes) => (this.makes = makes),
    );
  }

  private loadModels(): void {
    const { year, make } = this;
    if (year === null || make === null) return;
    void this.load(
      'model',
      () => this.api.models(year, make),
      (models) => (this.models = models),
    );
  }

  private loadEngines(): void {
    const { year, make, model } = this;
    if (year === null || make === null || model === null) return;
    void this.load(
      'engine',
      () => this.api.engines(year, make, model),
      (engines) => (this.engines = engines),
    );
  }

  private async load<T>(level: Level, request: () => Promise<T>, apply: (list: T) => void) {
    this.tickets[level] += 1;
    const ticket = this.tickets[level];
    this.loading = level;
    this.failed = null;
    let settle: () => void;
    try {
      const list = await request();
      settle = () => apply(list);
    } catch {
      settle = () => (this.failed = level);
    }
    if (ticket !== this.tickets[level]) return;
    runInAction(() => {
      settle();
      this.loading = null;
    });
  }
}
