/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { pageOf, pageWindow } from '../paging';

describe('page window', () => {
  it('numbers the first page 1..limit', () => {
    expect(pageWindow(50, 1, 16)).toEqual({
      page: 1,
      limit: 16,
      total: 50,
      pages: 4,
      start: 0,
      from: 1,
      to: 16,
    });
  });

  it('ends the last page at the total', () => {
    expect(pageWindow(50, 4, 16)).toMatchObject({ pages: 4, start: 48, from: 49, to: 50 });
  });

  it('shows nothing past the last page, and an empty list has no pages', () => {
    expect(pageWindow(50, 5, 16)).toMatchObject({ from: 0, to: 0, pages: 4 });
    expect(pageWindow(0, 1, 16)).toMatchObject({ from: 0, to: 0, pages: 0, total: 0 });
  });

  it('slices an in-memory list into the PagedList shape', () => {
    const list = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(pageOf(list, 2, 4)).toEqual({
      items: [5, 6, 7, 8],
      page: 2,
      limit: 4,
      total: 10,
      pages: 3,
      from: 5,
      to: 8,
    });
  });
});
