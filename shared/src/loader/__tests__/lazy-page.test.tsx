import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@autoparts/shared/translation';
import { createTestI18n } from '../../testing';
import { lazyPage } from '..';

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
