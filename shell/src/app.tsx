import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { RemoteArea } from './remotes/remote-area';

function Layout() {
  return (
    <>
      <header>
        <Link to="/">Home</Link> <Link to="/shop">Shop</Link>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'shop/*', element: <RemoteArea name="shop" section="shop" /> },
      { path: '*', element: <h1>Oops! Error 404</h1> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
