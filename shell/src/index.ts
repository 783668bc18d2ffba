// The async boundary: shared singletons are negotiated before any app code runs. What the first
// render waits for besides the bundles is asked for now, so it arrives while they still download:
// /config.json, the common texts of the page's language and, on the slideshow, its first picture.
import { requestRuntimeConfig, requestStartupTexts } from '@autoparts/shared/startup';
import { preloadFirstSlide } from './pages/home/first-slide';

const configRequest = requestRuntimeConfig();
const startupTexts = requestStartupTexts(window);
preloadFirstSlide(window);
void import('./bootstrap').then(({ start }) =>
  start(document.getElementById('root')!, { configRequest, startupTexts }),
);
