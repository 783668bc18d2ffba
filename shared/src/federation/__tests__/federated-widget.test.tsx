import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFederatedModuleLoader } from '../remote-loader';
import type { SearchSuggestionsProps } from '../widgets';
import { FederatedWidget } from '../federated-widget';
import { stubIntersectionObserver } from '../../testing/intersection';

function Suggestions({ query }: SearchSuggestionsProps) {
  return <p>Suggestions for {query}</p>;
}

const noop = () => undefined;

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
      id="shop/SearchSuggestions"
      props={{ query: 'brake pads', onClose: noop }}
      loading={<p>loading suggestions</p>}
    />,
  );
  expect(screen.getByText('loading suggestions')).toBeInTheDocument();
  await act(async () => resolve({ default: Suggestions }));
  expect(screen.getByText('Suggestions for brake pads')).toBeInTheDocument();
});

it('renders nothing when the area is down, and tries again on the next mount', async () => {
  const loader = jest.fn(() => Promise.reject(new Error('remote down')));
  setFederatedModuleLoader(loader);
  const { container, unmount } = render(
    <div data-testid="slot">
      <FederatedWidget id="vehicle/VehiclePicker" props={{}} />
    </div>,
  );
  await act(() => new Promise((done) => setTimeout(done, 0)));
  expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  expect(container).toBeInTheDocument();
  unmount();

  function Picker() {
    return <p>Picker again</p>;
  }
  setFederatedModuleLoader(<T,>() => Promise.resolve({ default: Picker } as T));
  render(<FederatedWidget id="vehicle/VehiclePicker" props={{}} />);
  expect(await screen.findByText('Picker again')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

it('shows the given message when the area is down', async () => {
  setFederatedModuleLoader(() => Promise.reject(new Error('remote down')));
  render(
    <FederatedWidget
      id="shop/HomeBlocks"
      props={{ variant: 'one' }}
      failed={<p>not available</p>}
    />,
  );
  expect(await screen.findByText('not available')).toBeInTheDocument();
});

it('offers a retry that loads the widget afresh', async () => {
  setFederatedModuleLoader(() => Promise.reject(new Error('remote down')));
  render(
    <FederatedWidget
      id="vehicle/VehicleForm"
      props={{}}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    />,
  );
  const retry = await screen.findByRole('button', { name: 'Retry' });

  function Form() {
    return <p>Year, make, model</p>;
  }
  setFederatedModuleLoader(<T,>() => Promise.resolve({ default: Form } as T));
  await userEvent.click(retry);
  expect(await screen.findByText('Year, make, model')).toBeInTheDocument();
});

describe("defer='near-viewport'", () => {
  const places = stubIntersectionObserver();

  it('downloads the widget only once its place comes near the screen', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Suggestions }));
    setFederatedModuleLoader(<T,>() => loader() as Promise<T>);
    render(
      <FederatedWidget
        id="shop/SearchSuggestions"
        props={{ query: 'wipers', onClose: noop }}
        loading={<p>below the fold</p>}
        defer="near-viewport"
      />,
    );
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(places.observe).toHaveBeenCalledTimes(1);

    act(() => places.report(false));
    expect(loader).not.toHaveBeenCalled();

    act(() => places.report(true));
    expect(await screen.findByText('Suggestions for wipers')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
