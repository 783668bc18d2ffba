import { registerTranslations } from '@autoparts/shared';
import { VEHICLE_NAMESPACE } from './i18n-namespace';

// Set by webpack to wherever this remote's bundle was loaded from (`publicPath: 'auto'`), so the
// namespace file is found beside it however the area is deployed, also when another area's page
// shows only the picker or the form.
declare const __webpack_public_path__: string;

registerTranslations(VEHICLE_NAMESPACE, `${__webpack_public_path__}i18n/{{lng}}.json`);
