import type { RouteObject } from '@autoparts/shared/router';
import { lazyPage } from '@autoparts/shared';
import {
  DESKTOP_HEADERS,
  MOBILE_HEADERS,
  type DesktopHeaderId,
  type ShellRouteHandle,
} from './layout/header/header-variants';
import { ShellLayout } from './layout/shell-layout';
import { HOME_TWO_PATH } from './pages/home/first-slide';
import { HomePage } from './pages/home/home-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { STATUS_PATH } from './pages/status/status-path';
import { AREA_SECTIONS } from './remotes/area-sections';
import { startAreaWithShell } from './remotes/area-loader';
import { RemoteArea } from './remotes/remote-area';
import type { FirstScreenHandle } from './route-table';

type ShellHandle = ShellRouteHandle & FirstScreenHandle;

// Seldom visited (teams checking a release): downloaded when opened, not with every page.
const StatusPage = lazyPage(() => import('./pages/status/status-page').then((m) => m.StatusPage));

// Spec §4: the home routes and the catch-all use classic one; every other page the default.
const CLASSIC_ONE: ShellHandle = { desktopHeader: 'classic-one' };

/** 'spaceship-one' is shown at /header-spaceship-variant-one, and so on. */
const headerDemoRoutes: RouteObject[] = (Object.keys(DESKTOP_HEADERS) as DesktopHeaderId[]).map(
  (id) => {
    const [layout, number] = id.split('-');
    return {
      path: `header-${layout}-variant-${number}`,
      element: <HomePage variant="one" />,
      handle: { desktopHeader: id } satisfies ShellHandle,
    };
  },
);

const mobileHeaderDemoRoutes: RouteObject[] = MOBILE_HEADERS.map((id) => ({
  path: `mobile-header-variant-${id}`,
  element: <HomePage variant="one" />,
  handle: { mobileHeader: id } satisfies ShellHandle,
}));

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <HomePage variant="two" />, handle: CLASSIC_ONE },
      { path: HOME_TWO_PATH, element: <HomePage variant="two" />, handle: CLASSIC_ONE },
      ...headerDemoRoutes,
      ...mobileHeaderDemoRoutes,
      ...AREA_SECTIONS.map(([section, area]) => ({
        path: `${section}/*`,
        element: <RemoteArea key={area} name={area} section={section} />,
        handle: { startWithShell: () => startAreaWithShell(area) } satisfies FirstScreenHandle,
      })),
      { path: STATUS_PATH.slice(1), element: <StatusPage /> },
      { path: '*', element: <NotFoundPage />, handle: CLASSIC_ONE },
    ],
  },
];
