import { act, render, screen } from '@testing-library/react';
import { setFederatedModuleLoader } from '@autoparts/shared';
import { FederatedWidget } from '../federated-widget';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('shows the loading placeholder, then the widget with its props', async () => {
  let resolve: (module: unknown) => void = () => undefined;
  setFederatedModuleLoader(<T,>() => new Promise<T>((done) => (resolve = done as typeof resolve)));
  render(
    <FederatedWidget
      id="area/Greeting"
      props={{ name: 'Ryan' }}
      loading={<p>loading greeting</p>}
    />,
  );
  expect(screen.getByText('loading greeting')).toBeInTheDocument();
  await act(async () => resolve({ default: Greeting }));
  expect(screen.getByText('Hello Ryan')).toBeInTheDocument();
});

it('renders nothing when the area is down, and tries again on the next mount', async () => {
  const loader = jest.fn(() => Promise.reject(new Error('remote down')));
  setFederatedModuleLoader(loader);
  const { container, unmount } = render(
    <div data-testid="slot">
      <FederatedWidget id="area/Missing" props={{}} />
    </div>,
  );
  await act(() => new Promise((done) => setTimeout(done, 0)));
  expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  expect(container).toBeInTheDocument();
  unmount();

  setFederatedModuleLoader(<T,>() => Promise.resolve({ default: Greeting } as T));
  render(<FederatedWidget id="area/Missing" props={{ name: 'again' }} />);
  expect(await screen.findByText('Hello again')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

it('shows the given message when the area is down', async () => {
  setFederatedModuleLoader(() => Promise.reject(new Error('remote down')));
  render(<FederatedWidget id="area/Other" props={{}} failed={<p>not available</p>} />);
  expect(await screen.findByText('not available')).toBeInTheDocument();
});
