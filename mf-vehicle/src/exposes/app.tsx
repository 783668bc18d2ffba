// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { VehicleRoutes } from '../routes';

/** The vehicle area: the shell mounts it at /vehicle/*. */
export default function VehicleApp(_props: RemoteAppProps) {
  return <VehicleRoutes />;
}
