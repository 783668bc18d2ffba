import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  hasFilters,
  listStateToParams,
  parseListState,
  productsQuery,
  toSearch,
  toggled,
  withFilters,
  withListState,
  withoutFilters,
} from '../list-url-state';
import { FULL_LIST_STATE } from '../../testing/list-states';

const FULL = FULL_LIST_STATE;

const parse = (search: string) => parseListState(new URLSearchParams(search));

describe('the list state in the URL', () => {
  it('round-trips every field', () => {
    expect(parseListState(listStateToParams(FULL))).toEqual(FULL);
    expect(parse(toSearch(listStateToParams(FULL)))).toEqual(FULL);
  });

  it('round-trips the defaults as an empty query', () => {
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('round-trips each filter on its own', () => {
    for (const [name, value] of Object.entries(FULL.filters)) {
      const state = withFilters(DEFAULT_LIST_STATE, { [name]: value });
      const params = listStateToParams(state);
      expect([...params.keys()]).toEqual([`filter_${name}`]);
      expect(parseListState(params)).toEqual(state);
    }
  });

  it('writes readable, canonical parameters and leaves defaults out', () => {
    expect(toSearch(listStateToParams(FULL))).toBe(
      '?filter_q=brake+pad&filter_vehicle=42&filter_price=10-250&filter_brand=bosch,acdelco' +
        '&filter_discount=yes&filter_rating=5,4&filter_color=red,light-gray&sort=name_desc&limit=32&page=3',
    );
    const state = {
      ...DEFAULT_LIST_STATE,
      filters: { ...EMPTY_FILTERS, discount: 'any' as const },
    };
    expect(toSearch(listStateToParams(state))).toBe('');
  });

  it('reads escaped commas as well as plain ones', () => {
    expect(parse('filter_brand=bosch%2Cacdelco').filters.brand).toEqual(['bosch', 'acdelco']);
  });

  it('drops values that make no sense instead of failing', () => {
    const state = parse(
      'page=0&limit=1000&sort=price&filter_vehicle=-3&filter_price=250-10&filter_discount=maybe' +
        '&filter_rating=9,x,4,4&filter_brand=Bosch!,,bosch&filter_color=%3Cb%3E&filter_q=%20%20',
    );
    expect(state).toEqual({
      ...DEFAULT_LIST_STATE,
      filters: { ...EMPTY_FILTERS, rating: [4], brand: ['bosch'] },
    });
    expect(parse('filter_price=abc').filters.price).toBeNull();
    expect(parse('filter_price=1.5-20').filters.price).toEqual([1.5, 20]);
    expect(parse(`filter_q=${'a'.repeat(150)}`).filters.q).toHaveLength(100);
  });

  it('keeps parameters that are not the list’s own', () => {
    const current = new URLSearchParams('view=list&page=2&filter_brand=x&sidebar=end');
    const next = withListState(current, withFilters(DEFAULT_LIST_STATE, { color: ['red'] }));
    expect(toSearch(next)).toBe('?view=list&sidebar=end&filter_color=red');
  });
});

describe('the API query of a list', () => {
  it('asks for the list state and, on a category page, the category', () => {
    const state = withFilters(DEFAULT_LIST_STATE, { brand: ['bosch'] });
    expect(productsQuery('brakes', state).toString()).toBe(
      'filter_brand=bosch&filter_category=brakes',
    );
    expect(productsQuery(null, state).toString()).toBe('filter_brand=bosch');
    // The shopper's vehicle ranks a search only, and only with its filter off.
    const search = { ...state, filters: { ...state.filters, q: 'pads' } };
    expect(productsQuery(null, search, 7).get('prefer_vehicle')).toBe('7');
    expect(productsQuery(null, state, 7).has('prefer_vehicle')).toBe(false);
    const filtered = { ...search, filters: { ...search.filters, vehicle: 7 } };
    expect(productsQuery(null, filtered, 7).has('prefer_vehicle')).toBe(false);
  });
});

describe('changing filters', () => {
  it('goes back to the first page', () => {
    expect(withFilters(FULL, { brand: [] }).page).toBe(1);
    expect(withoutFilters(FULL)).toEqual({ ...FULL, page: 1, filters: EMPTY_FILTERS });
  });

  it('toggles checklist values', () => {
    expect(toggled(['a', 'b'], 'b')).toEqual(['a']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, discount: 'no' })).toBe(true);
  });
});
