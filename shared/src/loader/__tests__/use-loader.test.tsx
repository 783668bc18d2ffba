import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { createTestI18n, deferred } from '../../testing';
import { LoadState, useLoader } from '..';

function Page({ id, load }: { id: string; load: (id: string) => Promise<string> }) {
  const loaded = useLoader(id, () => load(id));
  return (
    <LoadState loaded={loaded} what="Your orders" loading={<p>Skeleton</p>}>
      {(text) => <p>Loaded {text}</p>}
    </LoadState>
  );
}

function renderPage(id: string, load: (id: string) => Promise<string>) {
  const i18n = createTestI18n();
  const ui = (key: string) => (
    <I18nextProvider i18n={i18n}>
      <Page id={key} load={load} />
    </I18nextProvider>
  );
  const result = render(ui(id));
  return { rerender: (key: string) => result.rerender(ui(key)) };
}

it('shows the placeholder, then the data', async () => {
  renderPage('a', async (id) => id.toUpperCase());
  expect(screen.getByRole('status')).toHaveTextContent('Skeleton');
  expect(await screen.findByText('Loaded A')).toBeInTheDocument();
});

it('shows a 404 as not found, not as a failure', async () => {
  renderPage('a', async () => {
    throw new ApiError(404, null, 'Order not found');
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This was not found.');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('offers Retry after a failure and loads again', async () => {
  const load = jest
    .fn<Promise<string>, [string]>()
    .mockRejectedValueOnce(new ApiError(500, null, 'ERROR_API_DEFAULT'))
    .mockResolvedValueOnce('second');
  renderPage('a', load);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Loaded second')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('never lets a slow answer for a page already left overwrite the new one', async () => {
  const slow = deferred<string>();
  const load = jest.fn((id: string) => (id === 'a' ? slow.promise : Promise.resolve('B')));
  const page = renderPage('a', load);
  page.rerender('b');
  expect(await screen.findByText('Loaded B')).toBeInTheDocument();
  await act(async () => slow.resolve('A'));
  expect(screen.getByText('Loaded B')).toBeInTheDocument();
});
