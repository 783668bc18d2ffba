// First, so the namespace's address is known before the picker asks for its texts.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { VehiclePicker } from '../components/vehicle-picker/vehicle-picker';

/**
 * The garage and current vehicle picker for the shell's header and other areas:
 * `<VehiclePicker variant="dropdown" | "modal" onClose={...} onSelect={...} />`. It reads and
 * writes the shared garage store; render it inside a <Suspense> while its texts load. Its props
 * are the contract in @autoparts/shared (VehiclePickerProps).
 */
export default VehiclePicker satisfies FederatedWidgetModule<'vehicle/VehiclePicker'>['default'];
