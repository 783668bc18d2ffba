import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { remoteLoads } from '../../../remotes/remote-loads';
import { StatusPage } from '../status-page';

const V1 = '0.1.0-1a2b3c4d';
const V2 = '0.1.0-5e6f7a8b';
const ORIGIN = window.location.origin;

function build(name: string, version: string, commit: string | null = 'c0ffee123456') {
  return { name, version, builtAt: '2026-11-26T05:00:00.000Z', commit };
}

/** The answers of a deployment where /config.json points the blog at `blogVersion`. */
function deployment(blogVersion: string): Record<string, unknown> {
  return {
    '/config.json': {
      apiBase: '/api',
      remotes: {
        shop: `/remotes/shop/${V1}/mf-manifest.json`,
        account: '/remotes/account/mf-manifest.json',
        blog: `/remotes/blog/${blogVersion}/mf-manifest.json`,
        vehicle: `/remotes/vehicle/${V1}/mf-manifest.json`,
        site: `/remotes/site/${V1}/mf-manifest.json`,
      },
    },
    '/build.json': build('shell', V1),
    [`/remotes/shop/${V1}/build.json`]: build('shop', V1),
    '/remotes/account/build.json': build('account', V2, null),
    [`/remotes/blog/${V1}/build.json`]: build('blog', V1),
    [`/remotes/blog/${V2}/build.json`]: build('blog', V2),
    [`/remotes/vehicle/${V1}/build.json`]: build('vehicle', V1),
    // The site's server is down: its build.json is not there.
  };
}

let answers: Record<string, unknown>;
const fetchMock = jest.fn((input: RequestInfo | URL) => {
  const { pathname } = new URL(String(input), ORIGIN);
  const body = answers[pathname];
  return Promise.resolve(
    body === undefined
      ? new Response('Not Found', { status: 404 })
      : new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
});

beforeEach(() => {
  answers = deployment(V1);
  global.fetch = fetchMock as unknown as typeof fetch;
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}\\b`) });

it('shows each live version with its build time and commit, and the shell of this page', async () => {
  renderWithProviders(<StatusPage />, { route: '/status' });
  expect(screen.getByRole('heading', { level: 1, name: 'Storefront status' })).toBeInTheDocument();
  const shop = await screen.findByRole('row', { name: /^shop/ });
  expect(within(shop).getByText(V1)).toBeInTheDocument();
  expect(within(shop).getByText('c0ffee123456')).toBeInTheDocument();
  expect(within(shop).getByRole('time')).toHaveAttribute('dateTime', '2026-11-26T05:00:00.000Z');
  expect(within(rowOf('Shell')).getByText('Running')).toBeInTheDocument();
  // An area served unversioned still says which build it is; one without a commit says so.
  expect(within(rowOf('account')).getByText(V2)).toBeInTheDocument();
  expect(within(rowOf('account')).getByText('Unknown')).toBeInTheDocument();
  // An area that does not answer is a row saying so, not a failed page.
  expect(within(rowOf('information pages')).getByText('Not answering')).toBeInTheDocument();
});

it('says whether this page loaded each area, and which version', async () => {
  act(() => {
    remoteLoads.settled('shop', `${ORIGIN}/remotes/shop/${V1}/mf-manifest.json`, 'loaded');
    remoteLoads.settled('blog', `${ORIGIN}/remotes/blog/${V2}/mf-manifest.json`, 'loaded');
    remoteLoads.settled('vehicle', `${ORIGIN}/remotes/vehicle/${V1}/mf-manifest.json`, 'failed');
  });
  renderWithProviders(<StatusPage />, { route: '/status' });
  await screen.findByRole('row', { name: /^shop/ });
  expect(within(rowOf('shop')).getByText(`Loaded ${V1}`)).toBeInTheDocument();
  expect(within(rowOf('blog')).getByText(`Loaded ${V2}`)).toBeInTheDocument();
  expect(within(rowOf('blog')).getByText(/reload the page to use it/)).toBeInTheDocument();
  expect(within(rowOf('vehicle')).getByText('Could not be loaded')).toBeInTheDocument();
  expect(within(rowOf('account')).getByText('Not loaded yet')).toBeInTheDocument();
});

it('reads /config.json again on "Check again": a moved pointer shows at once', async () => {
  renderWithProviders(<StatusPage />, { route: '/status' });
  expect(
    await within(await screen.findByRole('row', { name: /^blog/ })).findByText(V1),
  ).toBeInTheDocument();
  answers = deployment(V2);
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await within(rowOf('blog')).findByText(V2)).toBeInTheDocument();
});

it('shows a failure with Retry when /config.json cannot be read', async () => {
  answers = {};
  renderWithProviders(<StatusPage />, { route: '/status' });
  expect(
    await screen.findByText("The storefront's status could not be loaded."),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
