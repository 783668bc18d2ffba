import { makeAutoObservable } from 'mobx';
import type { Category, ProductsList } from '@autoparts/shared';
import { Loadable } from './loadable';
import { listStateToParams, type ListState } from './list-url-state';

export interface CatalogApi {
  getCategory(slug: string): Promise<Category>;
  getProducts(params: URLSearchParams): Promise<ProductsList>;
}

/** What a category or product list page shows: the category (if any) and one page of products. */
export class CatalogPageStore {
  readonly category = new Loadable<Category>();
  readonly products = new Loadable<ProductsList>();

  constructor(private readonly api: CatalogApi) {
    makeAutoObservable<CatalogPageStore, 'api'>(
      this,
      { api: false, category: false, products: false },
      { autoBind: true },
    );
  }

  /** The 404 page: the category, or the category the list was asked for, does not exist. */
  get notFound(): boolean {
    return this.category.status === 'not-found' || this.products.status === 'not-found';
  }

  loadCategory(slug: string | null): Promise<void> {
    if (slug === null) {
      this.category.reset();
      return Promise.resolve();
    }
    return this.category.load(() => this.api.getCategory(slug));
  }

  loadProducts(categorySlug: string | null, state: ListState): Promise<void> {
    const params = listStateToParams(state);
    if (categorySlug) params.set('filter_category', categorySlug);
    return this.products.load(() => this.api.getProducts(params));
  }
}
