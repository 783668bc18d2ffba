import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@autoparts/shared/router';
import { renderWithProviders } from '../../../testing/render';
import { NotFoundPage } from '../not-found-page';

function ShownLocation() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

it("shows the spec's texts, a search box and a way home", () => {
  renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
  expect(screen.getByText('Oops! Error 404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
});

it('searching opens the product list filtered by the words', async () => {
  renderWithProviders(<NotFoundPage />, {
    route: '/nowhere',
    routes: [{ path: '/shop/category/products', element: <ShownLocation /> }],
  });
  await userEvent.type(screen.getByRole('searchbox'), 'brake pads{Enter}');
  expect(
    await screen.findByText('at /shop/category/products?filter_q=brake+pads'),
  ).toBeInTheDocument();
});
