/* eslint-disable no-restricted-imports -- the one module that imports react-router itself */
/*
 * The router every app uses, as one federated singleton (`@autoparts/shared/router`). A shared
 * module is never tree-shaken, and react-router's own entry (data routers, server rendering,
 * hydration) weighs 61 kB compressed on every first page; this module names what the storefront
 * uses, so the build keeps only that (about 15 kB). An ESLint rule sends every import here; a
 * name missing below is a type error in the app that wants it, not a second router at run time.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavLinkProps,
  PathMatch,
  RouteObject,
  To,
} from 'react-router';
