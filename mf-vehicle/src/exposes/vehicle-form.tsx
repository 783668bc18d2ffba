// First, so the namespace's address is known before the form asks for its texts.
import '../i18n';
import { VehicleForm, type VehicleFormProps } from '../components/vehicle-form/vehicle-form';

export type { VehicleFormProps };

/**
 * Year, make, model, engine and VIN, for any area: `onChange` gets the chosen vehicle (the VIN's
 * match first) or null. Render it inside a <Suspense> while its texts load.
 */
export default VehicleForm;
