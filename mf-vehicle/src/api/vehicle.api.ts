import { ApiError, getHttp, QUIET, type HttpCallContext, type Vehicle } from '@autoparts/shared';
import { expectAnswer, isText, isVehicle, isYear, listOf, type Guard } from './answers';

/** The vehicle slice's calls the area makes (mf-vehicle/server/handlers). */
export interface VehicleApi {
  years(): Promise<number[]>;
  makes(year: number): Promise<string[]>;
  models(year: number, make: string): Promise<string[]>;
  /** The vehicles of a year, make and model: one per engine. */
  engines(year: number, make: string, model: string): Promise<Vehicle[]>;
  /** Rejects with the 404 when there is no such vehicle, quietly: the page shows its own 404. */
  vehicleById(id: number): Promise<Vehicle>;
  /** Expects a VIN already checked locally; null when no vehicle matches it (404). */
  vehicleByVin(vin: string): Promise<Vehicle | null>;
}

const isYears = listOf(isYear);
const isNames = listOf(isText);
const isVehicles = listOf(isVehicle);

interface GetOptions {
  query?: Record<string, string>;
  context?: HttpCallContext;
}

async function getJson<T>(isAnswer: Guard<T>, path: string, options: GetOptions = {}) {
  const { query, context } = options;
  // The client is read at call time: the storefront starts after this module is imported.
  return expectAnswer(isAnswer, await getHttp().get(path, { searchParams: query, context }).json());
}

const lists = new Map<string, Promise<unknown>>();

/**
 * A list of the cascade: they do not change during a visit, so each is asked once (the picker
 * opened again shows its years at once); a failed one is asked again next time.
 */
function cachedList<T>(isAnswer: Guard<T>, path: string, query?: Record<string, string>) {
  const key = `${path}?${new URLSearchParams(query)}`;
  let answer = lists.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = getJson(isAnswer, path, { query });
    lists.set(key, answer);
    answer.catch(() => lists.delete(key));
  }
  return answer;
}

/** Forgets the lists asked so far (tests). */
export function clearVehicleLists(): void {
  lists.clear();
}

/**
 * The vehicle of a VIN, or null for a 404: "no such vehicle" is an answer the form shows in place,
 * so the call is quiet (no toast); any other failure still rejects for the caller to show.
 */
async function vehicleOrNull(path: string): Promise<Vehicle | null> {
  try {
    return await getJson(isVehicle, path, { context: QUIET });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const vehicleApi: VehicleApi = {
  years: () => cachedList(isYears, 'vehicle/years'),
  makes: (year) => cachedList(isNames, 'vehicle/makes', { year: String(year) }),
  models: (year, make) => cachedList(isNames, 'vehicle/models', { year: String(year), make }),
  engines: (year, make, model) =>
    cachedList(isVehicles, 'vehicle/engines', { year: String(year), make, model }),
  vehicleById: (id) => getJson(isVehicle, `vehicle/vehicles/${id}`, { context: QUIET }),
  vehicleByVin: (vin) => vehicleOrNull(`vehicle/vin/${encodeURIComponent(vin)}`),
};
