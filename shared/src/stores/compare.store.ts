import { STORAGE_KEYS } from '../storage';
import { ProductListStore, type ProductListStoreDeps } from './product-list.store';

export class CompareStore extends ProductListStore {
  constructor(deps: ProductListStoreDeps) {
    super(deps, {
      storageKey: STORAGE_KEYS.compareItems,
      addedMessage: 'TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE',
    });
  }
}
