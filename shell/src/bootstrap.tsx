import './styles/global.css';
import { createRoot } from 'react-dom/client';
import {
  fetchRuntimeConfig,
  setFederatedModuleLoader,
  startStorefront,
  StorefrontProvider,
} from '@autoparts/shared';
import { preloadFonts } from './fonts/preload-fonts';
import { loadFederated, registerAreaRemotes } from './remotes/federation';
import { preloadAreasOnIntent } from './remotes/preload-on-intent';
import { App } from './app';
import { StartupError } from './pages/startup-error/startup-error';

async function start(root: HTMLElement) {
  void preloadFonts();
  try {
    const config = await fetchRuntimeConfig();
    registerAreaRemotes(config);
    setFederatedModuleLoader(loadFederated);
    preloadAreasOnIntent();
    const storefront = await startStorefront(config);
    createRoot(root).render(
      <StorefrontProvider storefront={storefront}>
        <App />
      </StorefrontProvider>,
    );
  } catch (error) {
    // Without /config.json there is nothing to compose; say so instead of leaving a blank page.
    document.getElementById('preloader')?.remove();
    createRoot(root).render(<StartupError error={error} />);
  }
}

void start(document.getElementById('root')!);
