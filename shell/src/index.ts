// The async boundary: shared singletons are negotiated before any app code runs. What the first
// render waits for besides the bundles is asked for now, so it arrives while they still download:
// /config.json and the common texts of the page's language.
import { requestRuntimeConfig, requestStartupTexts } from '@autoparts/shared/startup';

const configRequest = requestRuntimeConfig();
const startupTexts = requestStartupTexts(window);
void import('./bootstrap').then(({ start }) =>
  start(document.getElementById('root')!, { configRequest, startupTexts }),
);
