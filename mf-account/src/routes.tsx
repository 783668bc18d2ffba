import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@autoparts/shared/router';
import { accountLinks } from '@autoparts/shared';
import { RequireAuth } from './components/route-guards/require-auth';
import { AccountLayout } from './components/account-layout/account-layout';
import { EditAddressPage, NewAddressPage } from './pages/addresses/address-edit-page';
import { AddressesPage } from './pages/addresses/addresses-page';
import { DashboardPage } from './pages/dashboard/dashboard-page';
import { GaragePage } from './pages/garage/garage-page';
import { EnterEmailPage } from './pages/forgot-password/enter-email-page';
import { SetNewPasswordPage } from './pages/forgot-password/set-new-password-page';
import { SetNewSuccessPage } from './pages/forgot-password/set-new-success-page';
import { LoginPage } from './pages/login/login-page';
import { AccountNotFound } from './pages/not-found/account-not-found';
import { OrderPage, OrdersPage } from './pages/orders/orders-page';
import { PasswordPage } from './pages/password/password-page';
import { ProfilePage } from './pages/profile/profile-page';
import { RegisterExistingPage } from './pages/register/register-existing-page';
import { RegisterNewPage } from './pages/register/register-new-page';

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
