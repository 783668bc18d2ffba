import { registerTranslations } from '@autoparts/shared';

// Webpack sets this to where the area's bundle was loaded from, so the texts are found beside it
// whether the shell serves the remote under /remotes/site/ or a dev server on its own port.
declare const __webpack_public_path__: string;

export const SITE_NAMESPACE = 'site';

registerTranslations(SITE_NAMESPACE, `${__webpack_public_path__}i18n/{{lng}}.json`);
