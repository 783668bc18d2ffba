import { createRoot } from 'react-dom/client';
import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from '../router';
import { ToastsOnDemand } from '../ui/toasts-on-demand';
import { devRuntimeConfig, fetchRuntimeConfig, type AreaName } from '../config/runtime-config';
import { startStorefront, StorefrontProvider } from '../runtime';
import type { RemoteAppProps } from './remote-app';
import { setFederatedModuleLoader, type FederatedModuleLoader } from './remote-loader';

// Lazily, like the shell's: this module is part of shared's entry on every storefront page.
const ToastContainer = lazy(() =>
  import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })),
);

export interface StandaloneAreaOptions {
  area: AreaName;
  /** The first path segments the area owns, e.g. ['account', 'register', 'forgot-password']. */
  sections: readonly string[];
  App: ComponentType<RemoteAppProps>;
  /** The remote's own federation runtime, so widgets of other areas load here too. */
  registerRemotes: (remotes: { name: string; entry: string }[]) => void;
  loadRemote: FederatedModuleLoader;
}

/**
 * The minimal host a team runs with `npm run dev -w mf-<area>`: the same stores, HTTP client and
 * i18n as the storefront, the area's routes, and a plain frame instead of the shell's chrome.
 */
export async function mountStandaloneArea(options: StandaloneAreaOptions): Promise<void> {
  const { area, sections, App } = options;
  const config = await fetchRuntimeConfig().catch(devRuntimeConfig);
  options.registerRemotes(
    Object.entries(config.remotes)
      .filter(([name]) => name !== area)
      .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).toString() })),
  );
  setFederatedModuleLoader(options.loadRemote);
  const storefront = await startStorefront(config);
  document.getElementById('preloader')?.remove();
  createRoot(document.getElementById('root')!).render(
    <StorefrontProvider storefront={storefront}>
      <BrowserRouter>
        <header
          style={{ background: 'var(--ap-color-dark)', color: '#fff', padding: '0.75rem 1rem' }}
        >
          <strong>{area}</strong> standalone ·{' '}
          {sections.map((section) => (
            <Link key={section} to={`/${section}`} style={{ marginInlineEnd: '1rem' }}>
              /{section}
            </Link>
          ))}
        </header>
        <main>
          <Routes>
            {sections.map((section) => (
              <Route key={section} path={`${section}/*`} element={<App section={section} />} />
            ))}
            <Route path="*" element={<Navigate to={`/${sections[0]}`} replace />} />
          </Routes>
        </main>
        <ToastsOnDemand>
          <ToastContainer autoClose={5000} />
        </ToastsOnDemand>
      </BrowserRouter>
    </StorefrontProvider>,
  );
}
