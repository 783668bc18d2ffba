import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { Breadcrumb } from '../breadcrumb';

it('starts at Home and ends at the page itself, which is no link', () => {
  renderWithProviders(
    <Breadcrumb
      items={[
        { label: 'Shop', to: '/shop' },
        { label: 'Brakes', to: '/brakes' },
      ]}
    />,
  );
  const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Home',
    'Shop',
    'Brakes',
  ]);
  expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(trail.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  expect(trail.queryByRole('link', { name: 'Brakes' })).not.toBeInTheDocument();
  expect(trail.getByText('Brakes')).toHaveAttribute('aria-current', 'page');
});

it('shows the text of a step as text, never as markup', () => {
  renderWithProviders(<Breadcrumb items={[{ label: '<b>Bold</b>' }]} />);
  expect(screen.getByText('<b>Bold</b>')).toBeInTheDocument();
});
