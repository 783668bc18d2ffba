import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestions as Suggestions } from '@autoparts/shared';
import { makeCategory, makeProduct } from '../../../testing/fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { getSearchSuggestions } from '../../../api/search.api';
import { SearchSuggestions } from '../search-suggestions';

jest.mock('../../../api/search.api', () => ({
  ...jest.requireActual('../../../api/search.api'),
  getSearchSuggestions: jest.fn(),
}));
const getSuggestions = jest.mocked(getSearchSuggestions);

const VEHICLE = { id: 42, year: 2015, make: 'Ford', model: 'Focus', engine: '2.0L' };

const products = Array.from({ length: 5 }, (_, i) =>
  makeProduct({ id: i + 1, rating: 4.2, reviews: 3, price: 10 + i }),
);
const categories = Array.from({ length: 6 }, (_, i) =>
  makeCategory({ id: i + 1, name: `Brake part ${i + 1}`, slug: `brake-part-${i + 1}` }),
);
const RESULT: Suggestions = { products, categories };

/** The host's search box, showing the widget while its text is not blank (as the shell does). */
function SearchBox({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <form role="search">
      <input
        type="search"
        aria-label="Search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
      />
      {open && query.trim() !== '' && (
        <SearchSuggestions
          query={query}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </form>
  );
}

/**
 * Keys typed with no timer between them, as a quick typist's burst: the 250 ms pause is then
 * always after the last key, however slow the machine (no real timer races the debounce).
 */
const typeAtOnce = (input: HTMLElement, text: string) =>
  userEvent.setup({ delay: null }).type(input, text);

function renderSearch(options = {}) {
  const onClose = jest.fn();
  const result = renderWithProviders(<SearchBox onClose={onClose} />, '/', options);
  return { ...result, onClose, input: screen.getByRole('searchbox', { name: 'Search' }) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const suggestionsRegion = () => screen.getByRole('region', { name: 'Search suggestions' });

beforeEach(() => {
  getSuggestions.mockReset();
  getSuggestions.mockResolvedValue(RESULT);
});

it('asks once typing pauses, for 3 products and 4 categories, and shows no more', async () => {
  const { input } = renderSearch();
  await typeAtOnce(input, 'bra');
  expect(within(suggestionsRegion()).getByRole('status')).toHaveTextContent('Searching…');
  await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });
  expect(getSuggestions).toHaveBeenCalledTimes(1);
  expect(getSuggestions).toHaveBeenCalledWith('bra', null, expect.any(AbortSignal));

  const region = suggestionsRegion();
  const productList = within(region).getByRole('list', { name: 'Products' });
  const categoryList = within(region).getByRole('list', { name: 'Categories' });
  expect(within(productList).getAllByRole('link')).toHaveLength(3);
  expect(within(categoryList).getAllByRole('link')).toHaveLength(4);
  expect(within(suggestionsRegion()).getByRole('status')).toHaveTextContent('7 suggestions');
});

it('shows each product with image, name, stars, rating label and price, linking to its page', async () => {
  const { input } = renderSearch();
  await typeAtOnce(input, 'brake');
  const link = await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });
  expect(link).toHaveAttribute('href', '/shop/products/ceramic-brake-pads-1');
  expect(within(link).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
  expect(link).toHaveTextContent('4.2 on 3 reviews');
  expect(link).toHaveTextContent('$10.00');
  expect(link.querySelector('img[src$="/shop/images/products/brake-pads-1.svg"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Brake part 1' })).toHaveAttribute(
    'href',
    '/shop/category/brake-part-1/products',
  );
  expect(screen.getByRole('link', { name: 'All results for “brake”' })).toHaveAttribute(
    'href',
    '/shop/category/products?filter_q=brake',
  );
});

it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
  const { user, input, onClose } = renderSearch();
  await typeAtOnce(input, 'brake');
  const first = await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });

  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: /Ceramic Brake Pads 2/ })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('link', { name: /All results/ })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(input).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: /All results/ })).toHaveFocus();
  await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Brake part 1' })).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(currentLocation()).toBe('/shop/category/brake-part-1/products');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes on Escape, from the list back to the search box or from the box itself', async () => {
  const { user, input, onClose } = renderSearch();
  await typeAtOnce(input, 'brake');
  await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });
  await user.keyboard('{ArrowDown}{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(input).toHaveFocus();
  expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();

  await typeAtOnce(input, 's');
  await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('sends a letter typed on a suggestion back to the search box', async () => {
  const { user, input } = renderSearch();
  await typeAtOnce(input, 'brake');
  await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });
  await user.keyboard('{ArrowDown}');
  await user.keyboard('s');
  expect(input).toHaveFocus();
});

it('ignores an answer that arrives after the text changed', async () => {
  const brake = deferred<Suggestions>();
  const oil = deferred<Suggestions>();
  getSuggestions.mockImplementation((query) => (query === 'brake' ? brake.promise : oil.promise));
  const { user, input } = renderSearch();
  await typeAtOnce(input, 'brake');
  await waitFor(() => expect(getSuggestions).toHaveBeenCalledTimes(1));
  const firstSignal = getSuggestions.mock.calls[0]![2];

  await user.clear(input);
  await typeAtOnce(input, 'oil');
  await waitFor(() => expect(getSuggestions).toHaveBeenCalledTimes(2));
  expect(firstSignal.aborted).toBe(true);

  await act(async () =>
    oil.resolve({ products: [makeProduct({ id: 9, name: 'Oil Filter' })], categories: [] }),
  );
  expect(await screen.findByRole('link', { name: /Oil Filter/ })).toBeInTheDocument();
  await act(async () => brake.resolve(RESULT));
  expect(screen.queryByRole('link', { name: /Ceramic Brake Pads/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Oil Filter/ })).toBeInTheDocument();
});

it('says when nothing matches, and when the suggestions cannot be had', async () => {
  getSuggestions.mockResolvedValueOnce({ products: [], categories: [] });
  const { input } = renderSearch();
  await typeAtOnce(input, 'zzz');
  expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();

  getSuggestions.mockRejectedValueOnce(new Error('down'));
  await typeAtOnce(input, 'q');
  expect(
    await screen.findByText('Suggestions are not available right now. Press Enter to search.'),
  ).toBeInTheDocument();
});

it('suggests parts for the current vehicle and lists all of them for it', async () => {
  const { input } = renderSearch({ vehicle: VEHICLE });
  await typeAtOnce(input, 'pads');
  await screen.findByRole('link', { name: /Ceramic Brake Pads 1/ });
  expect(getSuggestions).toHaveBeenCalledWith('pads', 42, expect.any(AbortSignal));
  expect(screen.getByRole('link', { name: /All results/ })).toHaveAttribute(
    'href',
    '/shop/category/products?filter_q=pads&filter_vehicle=42',
  );
});

it('says under a product which of its numbers was found, the typed part marked', async () => {
  const found = makeProduct({ id: 9, name: 'Brake Pad Set BP1154' });
  getSuggestions.mockResolvedValue({
    products: [
      { ...found, matchedNumber: { kind: 'oem', brand: 'Toyota', number: '04465-33450' } },
    ],
    categories: [],
  });
  const { input } = renderSearch();
  await typeAtOnce(input, '0446533');
  const link = await within(suggestionsRegion()).findByRole('link', {
    name: /Brake Pad Set BP1154/,
  });
  expect(link).toHaveTextContent('OEM Toyota 04465-33450');
  expect(within(link).getByText('04465-33', { selector: 'mark' })).toBeInTheDocument();
});

it('marks the suggestions that fit the chosen vehicle', async () => {
  getSuggestions.mockResolvedValue({
    products: [makeProduct({ id: 7, name: 'Front Strut 7', compatibility: [42] })],
    categories: [],
  });
  const { input } = renderSearch({ vehicle: VEHICLE });
  await typeAtOnce(input, 'strut');
  const link = await within(suggestionsRegion()).findByRole('link', { name: /Front Strut 7/ });
  expect(link).toHaveTextContent('Fits your 2015 Ford Focus');
});

it('offers what the shopper may have meant when nothing is found', async () => {
  getSuggestions.mockResolvedValue({ products: [], categories: [], didYouMean: ['brake hose'] });
  const { input, onClose, user } = renderSearch();
  await typeAtOnce(input, 'brkaee hoze');
  const meant = await within(suggestionsRegion()).findByRole('link', { name: 'brake hose' });
  expect(meant).toHaveAttribute('href', '/shop/category/products?filter_q=brake+hose');
  expect(screen.getByText('Nothing matches “brkaee hoze”.')).toBeInTheDocument();
  await user.click(meant);
  expect(onClose).toHaveBeenCalled();
  expect(currentLocation()).toBe('/shop/category/products?filter_q=brake+hose');
});
