import { makeAutoObservable } from 'mobx';
import { ORDER_PRICING } from '../pricing/order-pricing';
import {
  STORAGE_KEYS,
  SharedStoredJson,
  cartItemSchema,
  tolerantListOf,
  type StorageLike,
} from '../storage';
import type { CartItem, CartTotal, Product, SelectedOption } from '../types';
import type { Notifier } from './notifier';
import { PendingActions, type Delay } from './pending-actions';

/** Spec §9, as the shop's service charges them (the shared rules define both figures once). */
const CART_SHIPPING_PRICE = ORDER_PRICING.shipping;
const CART_TAX_RATE = ORDER_PRICING.taxPercent / 100;

export interface CartQuantityUpdate {
  item: CartItem;
  quantity: number;
}

export interface CartStoreDeps {
  storage: StorageLike;
  notifier: Notifier;
  delay?: Delay;
  /** A side effect of every add whose result and failure are ignored (spec §7). */
  onAdd?: (item: CartItem) => unknown;
}

/** Prices in the cart are kept to whole cents so totals add up as shown. */
function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The same product with the same options, in any order, is the same line (spec §4). */
export function cartLineKey(productId: number, options: readonly SelectedOption[]): string {
  const pairs = options.map((option) => JSON.stringify([option.name, option.value])).sort();
  return JSON.stringify([productId, pairs]);
}

function isQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}

export class CartStore {
  items: CartItem[];

  readonly followedKeys = [STORAGE_KEYS.cartItems];

  private readonly stored: SharedStoredJson<CartItem[]>;
  private readonly pending: PendingActions;

  constructor(private readonly deps: CartStoreDeps) {
    this.stored = new SharedStoredJson(
      deps.storage,
      STORAGE_KEYS.cartItems,
      tolerantListOf(cartItemSchema),
      [],
    );
    this.items = this.stored.latest([]);
    this.pending = new PendingActions(deps.delay);
    makeAutoObservable<CartStore, 'deps' | 'pending' | 'stored'>(
      this,
      { deps: false, pending: false, stored: false, followedKeys: false },
      { autoBind: true },
    );
  }

  /** Takes the cart as the tabs hold it now: another tab's change, or before one of this tab's. */
  syncFromStorage(): void {
    this.items = this.stored.latest(this.items);
  }

  get quantity(): number {
    return this.items.reduce((sum, item) => sum + item.quantity, 0);
  }

  get subtotal(): number {
    return roundMoney(
      this.items.reduce((sum, item) => sum + item.product.price * item.quantity, 0),
    );
  }

  /** Shipping and tax; an empty cart has none. `title` is an i18n key. */
  get totals(): CartTotal[] {
    if (this.items.length === 0) return [];
    return [
      { type: 'shipping', title: 'TEXT_SHIPPING', price: CART_SHIPPING_PRICE },
      { type: 'tax', title: 'TEXT_TAX', price: roundMoney(this.subtotal * CART_TAX_RATE) },
    ];
  }

  get total(): number {
    return roundMoney(this.totals.reduce((sum, total) => sum + total.price, this.subtotal));
  }

  isAdding(productId: number): boolean {
    return this.pending.isRunning(`add:${productId}`);
  }

  isRemoving(item: CartItem): boolean {
    return this.pending.isRunning(`remove:${cartLineKey(item.product.id, item.options)}`);
  }

  get isUpdating(): boolean {
    return this.pending.isRunning('update');
  }

  /** Ignored while the same product is being added; a quantity below 1 adds nothing. */
  add(product: Product, quantity = 1, options: SelectedOption[] = []): Promise<void> {
    if (!isQuantity(quantity)) return Promise.resolve();
    return this.pending.run(`add:${product.id}`, () => {
      this.syncFromStorage();
      const line = this.findLine(product.id, options);
      if (line) line.quantity += quantity;
      else this.items.push({ product, options: [...options], quantity });
      this.save();
      this.deps.notifier.success('TEXT_TOAST_PRODUCT_ADDED_TO_CART', { productName: product.name });
      this.runOnAdd({ product, options, quantity });
    });
  }

  remove(item: CartItem): Promise<void> {
    const key = cartLineKey(item.product.id, item.options);
    return this.pending.run(`remove:${key}`, () => {
      this.syncFromStorage();
      this.items = this.items.filter((line) => cartLineKey(line.product.id, line.options) !== key);
      this.save();
    });
  }

  /** Sets the quantity of each given line; a quantity that is not a whole number >= 1 is skipped. */
  update(updates: readonly CartQuantityUpdate[]): Promise<void> {
    return this.pending.run('update', () => {
      this.syncFromStorage();
      for (const { item, quantity } of updates) {
        if (!isQuantity(quantity)) continue;
        const line = this.findLine(item.product.id, item.options);
        if (line) line.quantity = quantity;
      }
      this.save();
    });
  }

  /**
   * Empties the cart at once, without the 350 ms of a shopper's action: the checkout calls it
   * only after the order was placed, when the lines live on in the order.
   */
  clear(): void {
    this.items = [];
    this.save();
  }

  private findLine(productId: number, options: readonly SelectedOption[]): CartItem | undefined {
    const key = cartLineKey(productId, options);
    return this.items.find((item) => cartLineKey(item.product.id, item.options) === key);
  }

  private runOnAdd(item: CartItem): void {
    const { onAdd } = this.deps;
    if (!onAdd) return;
    // Wrapped so that neither a throw nor a rejected promise reaches the shopper.
    Promise.resolve()
      .then(() => onAdd(item))
      .catch(() => undefined);
  }

  private save(): void {
    this.stored.save(this.items);
  }
}
