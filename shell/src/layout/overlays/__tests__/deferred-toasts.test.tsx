import { act, screen } from '@testing-library/react';
import { toastNotifier } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { DeferredToasts } from '../deferred-toasts';

it('mounts no toast container until the first message, then shows that message', async () => {
  const { container } = renderWithProviders(<DeferredToasts />);
  expect(container.querySelector('.Toastify')).toBeNull();

  act(() => toastNotifier.error('Quota exceeded'));

  expect(await screen.findByText('Quota exceeded')).toBeInTheDocument();
  expect(container.querySelector('.Toastify')).not.toBeNull();
});
