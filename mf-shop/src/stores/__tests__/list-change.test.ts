import { DEFAULT_LIST_STATE, withFilters, withoutFilters } from '../list-url-state';
import { rebaseListChange } from '../list-change';

describe('rebaseListChange', () => {
  const drawn = DEFAULT_LIST_STATE;
  const withBrand = withFilters(drawn, { brand: ['duraflex'] });

  it('keeps a change the address took before the page rendered it', () => {
    // Drawn without a brand; the brand went into the address; then a sort was chosen.
    const sorted = { ...drawn, page: 1, sort: 'name_desc' as const };
    expect(rebaseListChange(drawn, sorted, withBrand)).toEqual({
      ...withBrand,
      sort: 'name_desc',
    });
  });

  it("adds and removes a checklist's values on the current ones, not on the drawn ones", () => {
    const current = withFilters(drawn, { brand: ['duraflex', 'bosch'], color: ['red'] });
    const toggled = withFilters(withFilters(drawn, { color: ['red'] }), { brand: ['acdelco'] });
    const drawnWithRed = withFilters(drawn, { color: ['red'] });
    expect(rebaseListChange(drawnWithRed, toggled, current).filters).toMatchObject({
      brand: ['duraflex', 'bosch', 'acdelco'],
      color: ['red'],
    });
    const withoutRed = withFilters(drawnWithRed, { color: [] });
    expect(rebaseListChange(drawnWithRed, withoutRed, current).filters).toMatchObject({
      brand: ['duraflex', 'bosch'],
      color: [],
    });
  });

  it('goes back to the first page on a change, and keeps the page otherwise', () => {
    const onPage3 = { ...withBrand, page: 3 };
    expect(rebaseListChange(drawn, { ...drawn, limit: 32 }, onPage3)).toMatchObject({
      page: 1,
      limit: 32,
    });
    expect(rebaseListChange(drawn, drawn, onPage3)).toEqual(onPage3);
  });

  it('is the change itself when the address is what the controls were drawn with', () => {
    const next = withFilters({ ...drawn, sort: 'name_asc' }, { price: [10, 90], rating: [4] });
    expect(rebaseListChange(drawn, next, drawn)).toEqual(next);
    expect(rebaseListChange(withBrand, withoutFilters(withBrand), withBrand)).toEqual(
      withoutFilters(withBrand),
    );
  });
});
