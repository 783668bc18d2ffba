import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_NAMESPACE } from '@autoparts/shared';
import en from '../../public/i18n/en.json';

// The few keys of the shell's common namespace the site pages use (the shell serves the rest).
const COMMON_EN = { ERROR_FORM_REQUIRED: 'This field is required' };

/** An i18next with the site's English texts loaded synchronously (no HTTP backend in tests). */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { site: en, [COMMON_NAMESPACE]: COMMON_EN } },
    ns: ['site', COMMON_NAMESPACE],
    defaultNS: 'site',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Shows the router's current address, so a test can see where a link or a form went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` as the shell does: at /site/* under one router, with the site's texts. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/site' }: { route?: string } = {},
) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="site/*" element={ui} />
          {/* Other areas' addresses: links may lead there, nothing renders. */}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
