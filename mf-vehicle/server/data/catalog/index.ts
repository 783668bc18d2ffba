import { americanMakes } from './american';
import { asianMakes } from './asian';
import { europeanMakes } from './european';
import type { MakeCatalog } from './types';

export type { Generation, MakeCatalog } from './types';

/** The compact table the vehicle data set is generated from. */
export const catalog: MakeCatalog = { ...americanMakes, ...asianMakes, ...europeanMakes };
