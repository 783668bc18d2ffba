import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from '@autoparts/shared/router';
import { setStorefrontNavigator } from '@autoparts/shared';
import { RouteTableContext } from './route-table';
import { routes } from './routes';

function ShellRoutes() {
  const navigate = useNavigate();
  // A failed token refresh sends the visitor to sign-in without reloading the page.
  useEffect(() => setStorefrontNavigator((to) => void navigate(to)), [navigate]);
  return useRoutes(routes);
}

export function App() {
  return (
    <RouteTableContext.Provider value={routes}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </RouteTableContext.Provider>
  );
}
