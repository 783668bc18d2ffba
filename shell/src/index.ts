// The async boundary: shared singletons are negotiated before any app code runs. What the first
// render waits for besides the bundles is asked for now, so it arrives while they still download:
// /config.json, the common texts of the page's language, on the slideshow its first picture and,
// on an area's page, that area (as soon as the config names its address).
import {
  requestRuntimeConfig,
  requestStartupTexts,
  yieldToBrowser,
} from '@autoparts/shared/startup';
import { preloadFirstSlide } from './pages/home/first-slide';
import { startOpeningArea } from './remotes/opening-area';

const configRequest = requestRuntimeConfig();
startOpeningArea(configRequest, window.location);
const startupTexts = requestStartupTexts(window);
preloadFirstSlide(window);
// In a task of its own: resolving the shared libraries and asking for their chunks made this
// script's evaluation one 0.6 s task on a phone (4x CPU), half of it this import.
void yieldToBrowser()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(document.getElementById('root')!, { configRequest, startupTexts }));
