// First, so the namespace's address is known before the picker asks for its texts.
import '../i18n';
import {
  VehiclePicker,
  type VehiclePickerProps,
} from '../components/vehicle-picker/vehicle-picker';

export type { VehiclePickerProps };

/**
 * The garage and current vehicle picker for the shell's header and other areas:
 * `<VehiclePicker variant="dropdown" | "modal" onClose={...} onSelect={...} />`. It reads and
 * writes the shared garage store; render it inside a <Suspense> while its texts load.
 */
export default VehiclePicker;
