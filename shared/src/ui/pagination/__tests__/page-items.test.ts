import { pageItems } from '../page-items';

it('lists every page of a short list', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageItems(1, 0)).toEqual([]);
});

it('puts gaps between the ends and the pages around the current one', () => {
  expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
  expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
});

it('shows one skipped page instead of a gap', () => {
  expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
});
