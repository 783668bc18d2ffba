import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@autoparts/shared/translation';
import { ApiError } from '../../api/api-error';
import { setStorefront, type Storefront } from '../../runtime';
import { createTestI18n, deferred, storefrontForEachTest } from '../../testing';
import { LoadFailure, LoadState, startLoadEarly, useLoader } from '..';

interface PageProps {
  id: string;
  load: (id: string, signal: AbortSignal) => Promise<string>;
  enabled?: boolean;
}

function Page({ id, load, enabled }: PageProps) {
  const loaded = useLoader(id, (signal) => load(id, signal), { enabled });
  return (
    <LoadState loaded={loaded} what="Your orders" loading={<p>Skeleton</p>}>
      {(text) => <p>Loaded {text}</p>}
    </LoadState>
  );
}

function renderPage(id: string, load: PageProps['load'], enabled?: boolean) {
  const i18n = createTestI18n();
  const ui = (key: string, on = enabled) => (
    <I18nextProvider i18n={i18n}>
      <Page id={key} load={load} enabled={on} />
    </I18nextProvider>
  );
  const result = render(ui(id));
  return { rerender: (key: string, on?: boolean) => result.rerender(ui(key, on)) };
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
    .fn<Promise<string>, [string, AbortSignal]>()
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

it('aborts the request of a key the visitor has left', async () => {
  const load = jest.fn((id: string, _signal: AbortSignal) =>
    id === 'a' ? new Promise<string>(() => {}) : Promise.resolve('B'),
  );
  const page = renderPage('a', load);
  page.rerender('b');
  expect(await screen.findByText('Loaded B')).toBeInTheDocument();
  expect(load.mock.calls[0]![1].aborted).toBe(true);
  expect(load.mock.calls[1]![1].aborted).toBe(false);
});

it('keeps the data shown while the next key loads, then shows the new data', async () => {
  const next = deferred<string>();
  const page = renderPage('a', (id) => (id === 'a' ? Promise.resolve('A') : next.promise));
  expect(await screen.findByText('Loaded A')).toBeInTheDocument();
  page.rerender('b');
  expect(screen.getByText('Loaded A')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await act(async () => next.resolve('B'));
  expect(screen.getByText('Loaded B')).toBeInTheDocument();
});

it('asks nothing while not enabled, and loads once it is', async () => {
  const load = jest.fn(async (id: string) => id.toUpperCase());
  const page = renderPage('a', load, false);
  expect(screen.getByRole('status')).toHaveTextContent('Skeleton');
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  page.rerender('a', true);
  expect(await screen.findByText('Loaded A')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('draws a failure a block frames itself the same way, with Retry', async () => {
  const onRetry = jest.fn();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <LoadFailure what="The brands" onRetry={onRetry} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The brands could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

describe('startLoadEarly', () => {
  storefrontForEachTest();

  it('asks for a load begun before the storefront started once it has, not before', async () => {
    setStorefront(null);
    const load = jest.fn(async () => 'asked after the start');
    startLoadEarly('before-start', load);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    setStorefront({} as Storefront);
    renderPage('before-start', async () => 'asked by the page');
    expect(await screen.findByText('Loaded asked after the start')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a load begun before the page rendered to its first loader, once', async () => {
    startLoadEarly('early', async () => 'from the start');
    startLoadEarly('early', async () => 'asked twice');
    const load = jest.fn(async () => 'asked by the page');
    const { rerender } = renderPage('early', load);
    expect(await screen.findByText('Loaded from the start')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // The next page with that key asks for itself.
    rerender('other');
    rerender('early');
    expect(await screen.findByText('Loaded asked by the page')).toBeInTheDocument();
  });

  it('renders an answer that came before the page with its first render', async () => {
    startLoadEarly('answered', async () => 'already here');
    await act(() => Promise.resolve());
    const load = jest.fn(async () => 'asked by the page');
    renderPage('answered', load);
    // No placeholder first: the data is in the first render.
    expect(screen.getByText('Loaded already here')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Loaded already here')).toBeInTheDocument();
  });

  it('reports an early failure to the page, whose Retry asks again', async () => {
    startLoadEarly('failing', async () => {
      throw new Error('down');
    });
    const load = jest.fn(async () => 'second try');
    renderPage('failing', load);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded second try')).toBeInTheDocument();
  });

  it('drops a load nobody took within 30 seconds', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    startLoadEarly('stale', async () => 'old answer');
    now.mockReturnValue(31_001);
    renderPage('stale', async () => 'fresh answer');
    expect(await screen.findByText('Loaded fresh answer')).toBeInTheDocument();
    now.mockRestore();
  });
});
