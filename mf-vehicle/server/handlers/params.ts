import { z } from 'zod';
import { badRequest } from '@autoparts/service-kit';
import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR } from '../data';

const YEAR_MESSAGE = `Year must be a model year from ${FIRST_MODEL_YEAR} to ${LAST_MODEL_YEAR}.`;

export const yearParam = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(FIRST_MODEL_YEAR, YEAR_MESSAGE)
  .max(LAST_MODEL_YEAR, YEAR_MESSAGE);

export function nameParam(name: string) {
  const label = name.charAt(0).toUpperCase() + name.slice(1);
  const message = `${label} is required.`;
  return z.string({ error: message }).trim().min(1, message).max(80, `${label} is too long.`);
}

/** A positive integer id from a path segment, or the 400 to answer instead. */
export function parseId(
  raw: unknown,
  name = 'id',
): { id: number } | { response: ReturnType<typeof badRequest> } {
  const text = String(raw ?? '');
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id > 0) return { id };
  return {
    response: badRequest(
      'One or more validation errors occurred.',
      `${name} must be a positive whole number.`,
      {
        [name]: [`${name} must be a positive whole number.`],
      },
    ),
  };
}
