import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@autoparts/shared/translation';
import { createTestI18n } from '../../testing';
import { lazyBlock, lazyPage } from '..';

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const renderPage = (Lazy: ReturnType<typeof lazyPage<{ name: string }>>) =>
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <Lazy name="Cart" />
    </I18nextProvider>,
  );

it('downloads nothing until the page renders or is preloaded', () => {
  const load = jest.fn(() => Promise.resolve(Page));
  lazyPage(load);
  expect(load).not.toHaveBeenCalled();
});

it('renders the page a preload started, without asking again', async () => {
  const load = jest.fn(() => Promise.resolve(Page));
  const Lazy = lazyPage(load);
  Lazy.preload();
  Lazy.preload();
  renderPage(Lazy);
  expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('asks again when the render comes after a failed preload', async () => {
  const load = jest
    .fn<Promise<typeof Page>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(Page);
  const Lazy = lazyPage(load);
  Lazy.preload();
  await Promise.resolve();
  await Promise.resolve();
  renderPage(Lazy);
  expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

describe('lazyBlock', () => {
  const renderBlock = (Lazy: ReturnType<typeof lazyBlock<{ name: string }>>) =>
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <p>The rest of the page</p>
        <Lazy name="Reviews" />
      </I18nextProvider>,
    );

  it('is downloaded by its first render or a preload, once', async () => {
    const load = jest.fn(() => Promise.resolve(Page));
    const Lazy = lazyBlock('reviews', load);
    expect(load).not.toHaveBeenCalled();
    Lazy.preload();
    renderBlock(Lazy);
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stands in for the block with a Retry when its download fails, and keeps the page', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<typeof Page>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Page);
    renderBlock(lazyBlock('reviews', load));

    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      '[storefront] reviews is not available',
      expect.any(Error),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
