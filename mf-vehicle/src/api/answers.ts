import {
  API_ERROR_MESSAGES,
  ApiError,
  conformsTo,
  vehicleSchema,
  type Vehicle,
} from '@autoparts/shared';

// Plain guards rather than zod schemas of the area's own: zod would add ~25 kB (gzipped) to the
// area's first route, and shared's vehicle schema (a singleton already loaded) covers the rest.

export type Guard<T> = (value: unknown) => value is T;

export const isVehicle: Guard<Vehicle> = (value): value is Vehicle =>
  conformsTo(vehicleSchema, value);

export const isYear: Guard<number> = (value): value is number => Number.isInteger(value);

export const isText: Guard<string> = (value): value is string => typeof value === 'string';

export const listOf =
  <T>(isItem: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(isItem);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 2xx whose body is not what the slice promises is a failure the page shows, not a crash. */
export function expectAnswer<T>(isAnswer: Guard<T>, body: unknown): T {
  if (!isAnswer(body)) throw new ApiError(200, null, API_ERROR_MESSAGES.default);
  return body;
}
