import { BRAKE_ART, LIGHTING_ART, SUSPENSION_ART } from './drawings/lighting-brakes';
import { ELECTRICAL_ART, ENGINE_ART, FILTER_ART } from './drawings/engine-electrical';
import { BODY_ART, INTERIOR_ART, WHEEL_ART } from './drawings/wheels-body-interior';
import { EXHAUST_ART, FLUID_ART, TOOL_ART } from './drawings/fluids-exhaust-tools';
import type { PartArt } from './svg-kit';

/** The illustration of every part type, by part type slug. */
export const PART_ART: Readonly<Record<string, PartArt>> = {
  ...LIGHTING_ART,
  ...BRAKE_ART,
  ...SUSPENSION_ART,
  ...ENGINE_ART,
  ...FILTER_ART,
  ...ELECTRICAL_ART,
  ...WHEEL_ART,
  ...BODY_ART,
  ...INTERIOR_ART,
  ...FLUID_ART,
  ...EXHAUST_ART,
  ...TOOL_ART,
};
