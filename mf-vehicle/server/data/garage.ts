import { requireVehicle } from './reference';

/** The seeded customer (red-parts@example.com) is user 1 of the account slice. */
export const SEEDED_CUSTOMER_ID = 1;

/** The seeded customer's garage: vehicle ids in the order they were added. */
export function seededGarage(): number[] {
  const civic = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
  const f150 = requireVehicle(2015, 'Ford', 'F-150', '3.5L V6 DOHC Twin Turbo');
  return [civic.id, f150.id];
}
