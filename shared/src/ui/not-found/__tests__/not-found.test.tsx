import { screen } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../../testing';
import { NotFound } from '../not-found';

it("shows the spec's texts from the common namespace, a search box and a way home", () => {
  renderWithProviders(<NotFound />, { route: '/nowhere' });
  expect(screen.getByText('Oops! Error 404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
});

it('searching opens the product list filtered by the trimmed words', async () => {
  const { user } = renderWithProviders(<NotFound />, { route: '/nowhere' });
  await user.type(screen.getByRole('searchbox'), '  brake pads {Enter}');
  expect(currentLocation()).toBe('/shop/category/products?filter_q=brake+pads');
});

it('an empty search opens the whole product list', async () => {
  const { user } = renderWithProviders(<NotFound />, { route: '/nowhere' });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(currentLocation()).toBe('/shop/category/products');
});

it('offers the ways on an area adds beside the way home', () => {
  renderWithProviders(
    <NotFound>
      <a href="/vehicle">Find Parts by Vehicle</a>
    </NotFound>,
  );
  expect(screen.getByRole('link', { name: 'Find Parts by Vehicle' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Home Page' })).toBeInTheDocument();
});

it('asks search engines to leave the address out, and names no canonical page', () => {
  renderWithProviders(<NotFound />, { route: '/nowhere' });
  expect(document.title).toBe('Page Not Found — RedParts');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
});
