// First, so the namespace's address is known before the form asks for its texts.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { VehicleForm } from '../components/vehicle-form/vehicle-form';

/**
 * Year, make, model, engine and VIN, for any area: `onChange` gets the chosen vehicle (the VIN's
 * match first) or null. Render it inside a <Suspense> while its texts load. Its props are the
 * contract in @autoparts/shared (VehicleFormProps), which the check below holds it to.
 */
export default VehicleForm satisfies FederatedWidgetModule<'vehicle/VehicleForm'>['default'];
