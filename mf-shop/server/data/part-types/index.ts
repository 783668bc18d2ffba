import { BRAKES, LIGHTING, SUSPENSION } from './lighting-brakes-suspension';
import { ELECTRICAL, ENGINE, FILTERS } from './engine-electrical';
import { BODY, INTERIOR, WHEELS } from './wheels-body-interior';
import { EXHAUST, FLUIDS, TOOLS } from './fluids-exhaust-tools';
import type { DepartmentDef, PartTypeDef } from './types';

export type { DepartmentDef, OptionDef, PartTypeDef, SpecDef } from './types';

/** The top level of the category tree; each part type is a leaf under its department. */
export const DEPARTMENTS: readonly DepartmentDef[] = [
  LIGHTING,
  BRAKES,
  SUSPENSION,
  ENGINE,
  FILTERS,
  ELECTRICAL,
  WHEELS,
  BODY,
  INTERIOR,
  FLUIDS,
  EXHAUST,
  TOOLS,
];

export const PART_TYPES: readonly PartTypeDef[] = DEPARTMENTS.flatMap((d) => d.parts);
