import './styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  fetchRuntimeConfig,
  setFederatedModuleLoader,
  startStorefront,
  StorefrontProvider,
  type StartupTexts,
} from '@autoparts/shared';
import { preloadFonts } from './fonts/preload-fonts';
import { linkWebAppManifestWhenIdle } from './head/web-app-manifest';
import { loadFederated, registerAreaRemotes } from './remotes/federation';
import { preloadAreasOnIntent } from './remotes/preload-on-intent';
import { App } from './app';
import { startOpeningPage } from './route-table';
import { yieldToBrowser } from '@autoparts/shared/startup';
import { routes } from './routes';
import { StartupError } from './pages/startup-error/startup-error';

/** What the entry asked for before the bundles arrived (absent in tests). */
export interface EarlyRequests {
  configRequest?: Promise<Response>;
  startupTexts?: StartupTexts;
}

export async function startApp(
  root: HTMLElement,
  { configRequest, startupTexts }: EarlyRequests = {},
) {
  void preloadFonts();
  linkWebAppManifestWhenIdle();
  try {
    const config = await fetchRuntimeConfig(undefined, configRequest);
    registerAreaRemotes(config);
    setFederatedModuleLoader(loadFederated);
    startOpeningPage(routes, window.location);
    preloadAreasOnIntent();
    // Registering the areas, building the stores and the first render were one 0.1 s task on a
    // phone (4x CPU): each now starts in a task of its own.
    await yieldToBrowser();
    const storefront = await startStorefront(config, { startupTexts });
    await yieldToBrowser();
    // A transition lets React render the first page in slices between which the browser stays
    // responsive, instead of one long task on a slow phone.
    startTransition(() =>
      createRoot(root).render(
        <StorefrontProvider storefront={storefront}>
          <App />
        </StorefrontProvider>,
      ),
    );
  } catch (error) {
    // Without /config.json there is nothing to compose; say so instead of leaving a blank page.
    document.getElementById('preloader')?.remove();
    createRoot(root).render(<StartupError error={error} />);
  }
}
