import type { ListState } from '../stores/list-url-state';

/** A product list with every filter, a sort, a page size and a page other than the defaults. */
export const FULL_LIST_STATE: ListState = {
  page: 3,
  limit: 32,
  sort: 'name_desc',
  filters: {
    q: 'brake pad',
    vehicle: 42,
    price: [10, 250],
    brand: ['bosch', 'acdelco'],
    discount: 'yes',
    rating: [5, 4],
    color: ['red', 'light-gray'],
  },
};
