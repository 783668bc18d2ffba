import { actionBound, computed, makeObservable, observable } from 'mobx';
import * as v from 'valibot';
import {
  SharedStoredJson,
  productSchema,
  tolerantListOf,
  type StorageKey,
  type StorageLike,
} from '../storage';
import type { Product } from '../types';
import type { Notifier } from './notifier';
import { PendingActions, type Delay } from './pending-actions';
import { uniqueById } from './unique-by-id';

export interface ProductListStoreDeps {
  storage: StorageLike;
  notifier: Notifier;
  delay?: Delay;
}

interface ProductListConfig {
  storageKey: StorageKey;
  /** The success toast's i18n key; it receives `productName`. */
  addedMessage: string;
}

const storedProductsSchema = v.pipe(tolerantListOf(productSchema), v.transform(uniqueById));

/**
 * A saved list of products where each product appears once: the wishlist and the compare list.
 * It is subclassed, so it uses makeObservable (makeAutoObservable refuses classes with subclasses).
 */
export class ProductListStore {
  products: Product[];

  readonly followedKeys: readonly StorageKey[];

  private readonly stored: SharedStoredJson<Product[]>;
  private readonly pending: PendingActions;

  constructor(
    private readonly deps: ProductListStoreDeps,
    private readonly config: ProductListConfig,
  ) {
    this.followedKeys = [config.storageKey];
    this.stored = new SharedStoredJson(deps.storage, config.storageKey, storedProductsSchema, []);
    this.products = this.stored.latest([]);
    this.pending = new PendingActions(deps.delay);
    makeObservable(this, {
      products: observable,
      count: computed,
      syncFromStorage: actionBound,
      add: actionBound,
      remove: actionBound,
      clear: actionBound,
    });
    this.has = this.has.bind(this);
    this.isAdding = this.isAdding.bind(this);
    this.isRemoving = this.isRemoving.bind(this);
  }

  /** Takes the list as the tabs hold it now: another tab's change, or before one of this tab's. */
  syncFromStorage(): void {
    this.products = this.stored.latest(this.products);
  }

  get count(): number {
    return this.products.length;
  }

  has(productId: number): boolean {
    return this.products.some((product) => product.id === productId);
  }

  isAdding(productId: number): boolean {
    return this.pending.isRunning(`add:${productId}`);
  }

  isRemoving(productId: number): boolean {
    return this.pending.isRunning(`remove:${productId}`);
  }

  /** A product already in the list stays once; the toast still confirms it is there. */
  add(product: Product): Promise<void> {
    return this.pending.run(`add:${product.id}`, () => {
      this.syncFromStorage();
      if (!this.has(product.id)) {
        this.products.push(product);
        this.save();
      }
      this.deps.notifier.success(this.config.addedMessage, { productName: product.name });
    });
  }

  remove(productId: number): Promise<void> {
    return this.pending.run(`remove:${productId}`, () => {
      this.syncFromStorage();
      this.products = this.products.filter((product) => product.id !== productId);
      this.save();
    });
  }

  clear(): void {
    this.products = [];
    this.save();
  }

  private save(): void {
    this.stored.save(this.products);
  }
}
