import type { ReactElement } from 'react';
import { blogLinks } from '@autoparts/shared';
import { areaRoutes, createTestI18n, renderWithProviders } from '@autoparts/shared/testing';
import en from '../../public/i18n/en.json';

/** Renders `ui` as the shell does: at /blog/* under one router, with the blog's texts. */
export function renderInBlog(
  ui: ReactElement,
  { route = blogLinks.list.getHref() }: { route?: string } = {},
) {
  return renderWithProviders(areaRoutes({ blog: ui }), {
    route,
    i18n: createTestI18n({ namespaces: { blog: en } }),
  });
}
