import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setStorefrontNavigator } from '@autoparts/shared';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// A failed token refresh sends the visitor to sign-in without reloading the page.
setStorefrontNavigator((to) => void router.navigate(to));

export function App() {
  return <RouterProvider router={router} />;
}
