export {
  FITMENT_KEYS,
  fitmentBadge,
  fitmentOf,
  vehicleLabel,
  type Fitment,
  type FitmentBadge,
} from './fitment';
export { useFindParts } from './use-find-parts';
