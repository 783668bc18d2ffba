// The async boundary: shared singletons are negotiated before any app code runs. What the first
// render waits for besides the bundles is asked for now, so it arrives while they still download:
// /config.json, the common texts of the page's language, on the slideshow its first picture and,
// on an area's page, that area (as soon as the config names its address).
import { requestRuntimeConfig, requestStartupTexts } from '@autoparts/shared/startup';
import { preloadFirstSlide } from './pages/home/first-slide';
import { startOpeningArea } from './remotes/opening-area';

const configRequest = requestRuntimeConfig();
startOpeningArea(configRequest, window.location);
const startupTexts = requestStartupTexts(window);
preloadFirstSlide(window);
void import('./bootstrap').then(({ start }) =>
  start(document.getElementById('root')!, { configRequest, startupTexts }),
);
