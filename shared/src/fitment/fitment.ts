import type { Product, Vehicle } from '../types';

/**
 * How a part relates to a vehicle: fit for every vehicle, fits it, does not fit it, or unknown
 * (the catalog has no fitment data for the part, so it may not fit).
 */
export type Fitment = 'all' | 'fits' | 'does-not-fit' | 'unknown';

export const FITMENT_KEYS = {
  all: 'TEXT_FITMENT_ALL',
  fits: 'TEXT_FITMENT_FITS',
  'does-not-fit': 'TEXT_FITMENT_DOES_NOT_FIT',
  unknown: 'TEXT_FITMENT_MAY_NOT_FIT',
} as const satisfies Record<Fitment, string>;

export interface FitmentBadge {
  fitment: Fitment;
  /** i18n key of the badge text, e.g. TEXT_FITMENT_FITS: 'Fits your {{vehicle}}'. */
  key: (typeof FITMENT_KEYS)[Fitment];
  values: { vehicle?: string };
}

/** '2019 Honda Civic': how a badge or a picker names a vehicle (the engine is a line of its own). */
export function vehicleLabel(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/**
 * The fitment of a part for the chosen vehicle; null when no vehicle is chosen and the part is
 * not fit for all, since then there is nothing to tell the shopper.
 */
export function fitmentOf(
  product: Pick<Product, 'compatibility'>,
  vehicle: Vehicle | null,
): Fitment | null {
  const { compatibility } = product;
  if (compatibility === 'all') return 'all';
  if (!vehicle) return null;
  if (compatibility === 'unknown') return 'unknown';
  return compatibility.includes(vehicle.id) ? 'fits' : 'does-not-fit';
}

/** The badge a product card or page shows for the chosen vehicle, or null for none. */
export function fitmentBadge(
  product: Pick<Product, 'compatibility'>,
  vehicle: Vehicle | null,
): FitmentBadge | null {
  const fitment = fitmentOf(product, vehicle);
  if (fitment === null) return null;
  const values = fitment !== 'all' && vehicle ? { vehicle: vehicleLabel(vehicle) } : {};
  return { fitment, key: FITMENT_KEYS[fitment], values };
}
