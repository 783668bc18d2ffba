import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../public/i18n/en.json';

/** An i18next with the blog's English texts loaded synchronously (no HTTP backend in tests). */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { blog: en } },
    ns: ['blog'],
    defaultNS: 'blog',
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

/** Renders `ui` as the shell does: at /blog/* under one router, with the blog's texts. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/blog' }: { route?: string } = {},
) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="blog/*" element={ui} />
          {/* Other areas' addresses: links may lead there, nothing renders. */}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
