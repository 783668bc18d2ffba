import { screen } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../../testing';
import { Pagination } from '../pagination';

const hrefOf = (page: number) => `/list?page=${page}`;

it('shows nothing when everything fits on one page', () => {
  renderWithProviders(<Pagination page={1} pages={1} hrefOf={hrefOf} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('links the pages around the current one, the ends, and previous and next', () => {
  renderWithProviders(<Pagination page={5} pages={10} hrefOf={hrefOf} />);
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  const names = [...pager.querySelectorAll('a')].map((link) => link.getAttribute('aria-label'));
  expect(names).toEqual([
    'Previous page',
    'Page 1',
    'Page 4',
    'Page 5',
    'Page 6',
    'Page 10',
    'Next page',
  ]);
  expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', hrefOf(6));
});

it('has no way back from the first page nor on from the last', () => {
  const { unmount } = renderWithProviders(<Pagination page={1} pages={3} hrefOf={hrefOf} />);
  expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  unmount();

  renderWithProviders(<Pagination page={3} pages={3} hrefOf={hrefOf} />);
  expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
});

it('opens the chosen page', async () => {
  const { user } = renderWithProviders(<Pagination page={1} pages={3} hrefOf={hrefOf} />, {
    route: '/list',
  });
  await user.click(screen.getByRole('link', { name: 'Page 3' }));
  expect(currentLocation()).toBe('/list?page=3');
});
