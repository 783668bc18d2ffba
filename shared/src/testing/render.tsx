import type { ReactElement, ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '@autoparts/shared/translation';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { StoreProvider, type RootStore } from '../stores';
import { createTestI18n } from './test-i18n';
import { createTestStore } from './test-store';

const LOCATION_LABEL = 'Current location';

/** Shows the router's current address, so a test can see where a link, form or redirect went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label={LOCATION_LABEL}>{pathname + search}</output>;
}

/** The path and query the router of `renderWithProviders` is at. */
export function currentLocation(): string {
  return screen.getByRole('status', { name: LOCATION_LABEL }).textContent ?? '';
}

export interface ProvidersOptions {
  /** The address the memory router starts at; '/' when absent. */
  route?: string;
  /** A fresh `createTestStore()` when absent. */
  store?: RootStore;
  /** A fresh `createTestI18n()` (common texts only) when absent. */
  i18n?: I18n;
  /** For userEvent, e.g. `advanceTimers` in a test whose timers are faked. */
  user?: Parameters<typeof userEvent.setup>[0];
}

export interface ProvidersResult extends RenderResult {
  store: RootStore;
  i18n: I18n;
  user: UserEvent;
}

/** Renders `ui` as the shell hosts it: a root store, the texts and a memory router around it. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions = {},
): ProvidersResult {
  const store = options.store ?? createTestStore();
  const i18n = options.i18n ?? createTestI18n();
  const user = userEvent.setup(options.user);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
  return { ...result, store, i18n, user };
}

/**
 * The routes the shell gives an area: each section at its first path segment (the element gets
 * the rest), and `outside` for any other address, where the area's links may lead.
 */
export function areaRoutes(
  sections: Record<string, ReactElement>,
  outside: ReactNode = null,
): ReactElement {
  return (
    <Routes>
      {Object.entries(sections).map(([section, element]) => (
        <Route key={section} path={`${section}/*`} element={element} />
      ))}
      <Route path="*" element={outside} />
    </Routes>
  );
}
