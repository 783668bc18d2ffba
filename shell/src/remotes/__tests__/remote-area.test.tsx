import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { RemoteArea } from '../remote-area';
import { loadFederated, refreshRemoteAddress } from '../federation';
import { SharedVersionMismatchError } from '../shared-version-check';

jest.mock('../federation', () => ({
  loadFederated: jest.fn(),
  refreshRemoteAddress: jest.fn(() => Promise.resolve()),
}));

const load = jest.mocked(loadFederated);

function BlogApp({ section }: { section: string }) {
  return <h1>Blog area at {section}</h1>;
}

beforeEach(() => {
  load.mockReset();
  jest.mocked(refreshRemoteAddress).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('renders the remote App with the section it owns', async () => {
  load.mockResolvedValue({ default: BlogApp });
  renderWithProviders(<RemoteArea name="blog" section="blog" />);
  expect(await screen.findByRole('heading', { name: 'Blog area at blog' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('blog/App');
});

it('shows a message with Retry when the remote fails, and Retry re-reads the config and loads it', async () => {
  load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue({ default: BlogApp });
  renderWithProviders(<RemoteArea name="site" section="site" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of the shop could not be loaded');
  expect(refreshRemoteAddress).toHaveBeenCalledTimes(1);
  expect(refreshRemoteAddress).toHaveBeenCalledWith('site', { force: false });

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Blog area at site' })).toBeInTheDocument();
  expect(refreshRemoteAddress).toHaveBeenLastCalledWith('site', { force: true });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says why when the area needs a newer @autoparts/shared than the page has', async () => {
  const mismatch = new SharedVersionMismatchError({
    pkg: '@autoparts/shared',
    offered: '0.1.0',
    needed: '^9.0.0',
    consumer: 'vehicle',
    met: false,
  });
  load.mockRejectedValue(mismatch);
  renderWithProviders(<RemoteArea name="vehicle" section="vehicle" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('It needs @autoparts/shared ^9.0.0, but this page has 0.1.0.');
});

it('gives no version reason for other failures', async () => {
  load.mockRejectedValue(new Error('manifest 404'));
  renderWithProviders(<RemoteArea name="account" section="account" />);

  const alert = await screen.findByRole('alert');
  expect(alert).not.toHaveTextContent('It needs');
});
