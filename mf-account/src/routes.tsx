import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@autoparts/shared/router';
import { accountLinks, lazyPage } from '@autoparts/shared';
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

// Routes are relative to the section the shell matched (/account, /register, /forgot-password).
function AccountSection() {
  return (
    <Routes>
      <Route index element={<Forward to={accountLinks.dashboard.path} />} />
      <Route path={accountLinks.login.path} element={<LoginPage />} />
      <Route path="forgot-password" element={<EnterEmailPage />} />
      <Route element={<RequireAuth />}>
        <Route element={<AccountLayout />}>
          <Route path={accountLinks.dashboard.path} element={<DashboardPage />} />
          <Route path={accountLinks.garage.path} element={<GaragePage />} />
          <Route path={accountLinks.profile.path} element={<ProfilePage />} />
          <Route path={accountLinks.password.path} element={<PasswordPage />} />
          <Route path={accountLinks.orders.path} element={<OrdersPage />} />
          <Route path={accountLinks.order.path} element={<OrderPage />} />
          <Route path={accountLinks.addresses.path} element={<AddressesPage />} />
          <Route path={accountLinks.newAddress.path} element={<NewAddressPage />} />
          <Route path={accountLinks.address.path} element={<EditAddressPage />} />
          <Route path="edit-address/:id?" element={<EditAddressRedirect />} />
        </Route>
      </Route>
      <Route path="*" element={<AccountNotFound />} />
    </Routes>
  );
}

function RegisterSection() {
  return (
    <Routes>
      <Route index element={<Forward to={accountLinks.registerNew.path} />} />
      <Route path={accountLinks.registerNew.path} element={<RegisterNewPage />} />
      <Route path={accountLinks.registerExisting.path} element={<RegisterExistingPage />} />
      <Route path="*" element={<AccountNotFound />} />
    </Routes>
  );
}

function ForgotPasswordSection() {
  return (
    <Routes>
      <Route index element={<Forward to={accountLinks.enterEmail.path} />} />
      <Route path={accountLinks.enterEmail.path} element={<EnterEmailPage />} />
      <Route path={accountLinks.setNewPassword.path} element={<SetNewPasswordPage />} />
      <Route path={accountLinks.setNewPasswordSuccess.path} element={<SetNewSuccessPage />} />
      <Route path="*" element={<AccountNotFound />} />
    </Routes>
  );
}

const SECTIONS: Record<string, ComponentType> = {
  account: AccountSection,
  register: RegisterSection,
  'forgot-password': ForgotPasswordSection,
};

/** The area's pages for the section the shell mounted it at. */
export function AccountRoutes({ section }: { section: string }) {
  const Section = SECTIONS[section];
  return Section ? <Section /> : <AccountNotFound />;
}
