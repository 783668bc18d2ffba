import type { ReactElement } from 'react';
import { areaRoutes, createTestI18n, renderWithProviders } from '@autoparts/shared/testing';
import en from '../../public/i18n/en.json';

/** Renders `ui` as the shell does: at /site/* under one router, with the site's texts. */
export function renderInSite(ui: ReactElement, { route = '/site' }: { route?: string } = {}) {
  return renderWithProviders(areaRoutes({ site: ui }), {
    route,
    i18n: createTestI18n({ namespaces: { site: en } }),
  });
}
