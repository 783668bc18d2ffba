import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { navigationProgress } from '../../overlays/navigation-progress';
import { Footer } from '../footer';
import { PageFooter } from '../page-footer';

it('has the information and account links, contacts and social links of the spec', () => {
  renderWithProviders(<Footer />);
  for (const name of [
    'About Us',
    'Delivery Information',
    'Privacy Policy',
    'Brands',
    'Contact Us',
    'Returns',
    'Site Map',
  ]) {
    expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
  }
  for (const name of [
    'Store Location',
    'Order History',
    'Wish List',
    'Special Offers',
    'Gift Certificates',
    'Affiliate',
  ]) {
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  }
  for (const name of ['Facebook', 'Twitter', 'YouTube', 'Instagram', 'RSS']) {
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: '(800) 060-0730' })).toHaveAttribute(
    'href',
    'tel:8000600730',
  );
});

it('the newsletter subscribe does nothing and does not submit the page', () => {
  renderWithProviders(<Footer />);
  const input = screen.getByRole('textbox', { name: 'Your email address' });
  fireEvent.change(input, { target: { value: 'me@example.com' } });
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  input.closest('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(input).toHaveValue('me@example.com');
});

it('waits for the area of the page before it is drawn', () => {
  navigationProgress.areaStarted();
  try {
    renderWithProviders(<PageFooter />);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => navigationProgress.areaSettled());
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  } finally {
    if (!navigationProgress.idle) navigationProgress.areaSettled();
  }
});

it('links the storefront status page from its bottom line', () => {
  renderWithProviders(<Footer />);
  expect(screen.getByRole('link', { name: 'Storefront status' })).toHaveAttribute(
    'href',
    '/status',
  );
});
