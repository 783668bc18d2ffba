import type { ReactElement } from 'react';
import { siteLinks } from '@autoparts/shared';
import { areaRoutes, createTestI18n, renderWithProviders } from '@autoparts/shared/testing';
import en from '../../public/i18n/en.json';

/** Renders `ui` as the shell does: at /site/* under one router, with the site's texts. */
export function renderInSite(
  ui: ReactElement,
  { route = siteLinks.home.getHref() }: { route?: string } = {},
) {
  return renderWithProviders(areaRoutes({ site: ui }), {
    route,
    i18n: createTestI18n({ namespaces: { site: en } }),
  });
}
