import type { RouteObject } from 'react-router-dom';
import type { AreaName } from '@autoparts/shared';
import { ShellLayout } from './layout/shell-layout';
import { HomePage } from './pages/home/home-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { RemoteArea } from './remotes/remote-area';

/** Each first path segment owned by an area; account also owns the registration and reset flows. */
const AREA_SECTIONS: readonly [section: string, area: AreaName][] = [
  ['shop', 'shop'],
  ['account', 'account'],
  ['register', 'account'],
  ['forgot-password', 'account'],
  ['blog', 'blog'],
  ['vehicle', 'vehicle'],
  ['site', 'site'],
];

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home-two', element: <HomePage /> },
      ...AREA_SECTIONS.map(([section, area]) => ({
        path: `${section}/*`,
        element: <RemoteArea key={area} name={area} section={section} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
