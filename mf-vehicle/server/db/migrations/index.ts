import type { Migration } from '@autoparts/service-kit';
import { GARAGES_0001 } from './0001-garages';
import { VEHICLES_0002 } from './0002-vehicles';

/**
 * The vehicle schema's migrations, oldest first. Kept as modules, not files read at start, so a
 * bundled service carries them. A migration is never edited once merged: a change of shape is
 * the next one.
 */
export const vehicleMigrations: readonly Migration[] = [
  { id: '0001_garages', sql: GARAGES_0001 },
  { id: '0002_vehicles', sql: VEHICLES_0002 },
];
