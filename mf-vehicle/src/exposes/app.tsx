// First, so the namespace's address is known before any page asks for its texts.
import '../i18n';
import type { RemoteAppProps } from '@autoparts/shared';
import { VehicleRoutes, startOpeningPage } from '../routes';

// Opened on one of its pages: that page's code is asked for now, beside the area's first render.
startOpeningPage(window.location.pathname);

/** The vehicle area: the shell mounts it at /vehicle/*. */
export default function VehicleApp(_props: RemoteAppProps) {
  return <VehicleRoutes />;
}
