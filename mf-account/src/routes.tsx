import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@autoparts/shared/router';
import {
  accountLinks,
  afterStorefrontStarts,
  getStorefront,
  lazyPage,
  matchAreaRoute,
  type AreaRoute,
  type LazyPage,
} from '@autoparts/shared';
import { RequireAuth } from './components/route-guards/require-auth';
import { AccountLayout } from './components/account-layout/account-layout';

// Each page is downloaded when its route is first opened: the sign-in page, the one most visits
// start on, brings neither the signed-in pages nor their address and order code. The guard and
// the signed-in frame stay in the area's first chunk, so a signed-in page waits for one download.
const AccountNotFound = lazyPage(() =>
  import('./pages/not-found/account-not-found').then((m) => m.AccountNotFound),
);
const AddressesPage = lazyPage(() =>
  import('./pages/addresses/addresses-page').then((m) => m.AddressesPage),
);
const DashboardPage = lazyPage(() =>
  import('./pages/dashboard/dashboard-page').then((m) => m.DashboardPage),
);
const EditAddressPage = lazyPage(() =>
  import('./pages/addresses/address-edit-page').then((m) => m.EditAddressPage),
);
const EnterEmailPage = lazyPage(() =>
  import('./pages/forgot-password/enter-email-page').then((m) => m.EnterEmailPage),
);
const GaragePage = lazyPage(() => import('./pages/garage/garage-page').then((m) => m.GaragePage));
const LoginPage = lazyPage(() => import('./pages/login/login-page').then((m) => m.LoginPage));
const NewAddressPage = lazyPage(() =>
  import('./pages/addresses/address-edit-page').then((m) => m.NewAddressPage),
);
const OrderPage = lazyPage(() => import('./pages/orders/orders-page').then((m) => m.OrderPage));
const OrdersPage = lazyPage(() => import('./pages/orders/orders-page').then((m) => m.OrdersPage));
const PasswordPage = lazyPage(() =>
  import('./pages/password/password-page').then((m) => m.PasswordPage),
);
const ProfilePage = lazyPage(() =>
  import('./pages/profile/profile-page').then((m) => m.ProfilePage),
);
const RegisterExistingPage = lazyPage(() =>
  import('./pages/register/register-existing-page').then((m) => m.RegisterExistingPage),
);
const RegisterNewPage = lazyPage(() =>
  import('./pages/register/register-new-page').then((m) => m.RegisterNewPage),
);
const SetNewPasswordPage = lazyPage(() =>
  import('./pages/forgot-password/set-new-password-page').then((m) => m.SetNewPasswordPage),
);
const SetNewSuccessPage = lazyPage(() =>
  import('./pages/forgot-password/set-new-success-page').then((m) => m.SetNewSuccessPage),
);

/** A section's start page; the query (a returnUrl, a prefilled email) goes along. */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The spec's edit-address route, kept for old links: the address's own page (or a new one). */
function EditAddressRedirect() {
  const { id } = useParams();
  return (
    <Navigate
      to={id === undefined ? accountLinks.newAddress.getHref() : accountLinks.address.getHref(id)}
      replace
    />
  );
}

interface AccountRoute extends AreaRoute {
  element: ReactElement;
  /** Behind sign-in, in the signed-in frame: the guard sends a guest to the sign-in page. */
  signedIn?: true;
}

/** A route that renders a lazy page (its download started when the area opens on it). */
function pageAt(path: string, Page: LazyPage<object>, signedIn?: true): AccountRoute {
  return { path, element: <Page />, page: Page, signedIn };
}

const notFound = pageAt('*', AccountNotFound);

// Each section's pages below the section the shell matched (/account, /register,
// /forgot-password), in the order an address is matched against them: the catch-all last.
const SECTION_TABLES: Record<string, readonly AccountRoute[]> = {
  account: [
    { path: '/', element: <Forward to={accountLinks.dashboard.path} /> },
    pageAt(accountLinks.login.path, LoginPage),
    pageAt('forgot-password', EnterEmailPage),
    pageAt(accountLinks.dashboard.path, DashboardPage, true),
    pageAt(accountLinks.garage.path, GaragePage, true),
    pageAt(accountLinks.profile.path, ProfilePage, true),
    pageAt(accountLinks.password.path, PasswordPage, true),
    pageAt(accountLinks.orders.path, OrdersPage, true),
    pageAt(accountLinks.order.path, OrderPage, true),
    pageAt(accountLinks.addresses.path, AddressesPage, true),
    pageAt(accountLinks.newAddress.path, NewAddressPage, true),
    pageAt(accountLinks.address.path, EditAddressPage, true),
    { path: 'edit-address/:id?', element: <EditAddressRedirect />, signedIn: true },
    notFound,
  ],
  register: [
    { path: '/', element: <Forward to={accountLinks.registerNew.path} /> },
    pageAt(accountLinks.registerNew.path, RegisterNewPage),
    pageAt(accountLinks.registerExisting.path, RegisterExistingPage),
    notFound,
  ],
  'forgot-password': [
    { path: '/', element: <Forward to={accountLinks.enterEmail.path} /> },
    pageAt(accountLinks.enterEmail.path, EnterEmailPage),
    pageAt(accountLinks.setNewPassword.path, SetNewPasswordPage),
    pageAt(accountLinks.setNewPasswordSuccess.path, SetNewSuccessPage),
    notFound,
  ],
};

const routesOf = (routes: readonly AccountRoute[]) =>
  routes.map(({ path, element }) => <Route key={path} path={path} element={element} />);

/**
 * Starts the code of the page the area opens on, as the area's module is evaluated. A signed-in
 * page only for a visitor with a session: a guest goes on to the sign-in page instead.
 */
export function startOpeningPage(pathname: string): void {
  for (const [section, routes] of Object.entries(SECTION_TABLES)) {
    const found = matchAreaRoute(`/${section}`, routes, pathname);
    if (!found) continue;
    const { route } = found;
    if (!route.signedIn) route.page?.preload();
    else
      void afterStorefrontStarts(async () => {
        if (getStorefront().stores.auth.isSignedIn) route.page?.preload();
      });
    return;
  }
}

/** A section's routes as <Route>s: its signed-in ones behind the guard, in the signed-in frame. */
function sectionRoutes(routes: readonly AccountRoute[]): ReactElement[] {
  const open = routesOf(routes.filter((route) => !route.signedIn));
  const signedIn = routes.filter((route) => route.signedIn);
  if (signedIn.length === 0) return open;
  return [
    ...open,
    <Route key="signed-in" element={<RequireAuth />}>
      <Route element={<AccountLayout />}>{routesOf(signedIn)}</Route>
    </Route>,
  ];
}

// Built once: the tables do not change while the area runs.
const SECTION_ROUTES = new Map(
  Object.entries(SECTION_TABLES).map(([section, routes]) => [section, sectionRoutes(routes)]),
);

/** The area's pages for the section the shell mounted it at. */
export function AccountRoutes({ section }: { section: string }) {
  const routes = SECTION_ROUTES.get(section);
  return routes ? <Routes>{routes}</Routes> : <AccountNotFound />;
}
