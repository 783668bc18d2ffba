import { makeAutoObservable, observableRef } from 'mobx';
import { STORAGE_KEYS, readStoredString, writeStoredString, type StorageLike } from '../storage';

export interface Currency {
  code: string;
  symbol: string;
  /** English name; the UI translates it as `CURRENCY_<code>` where a translation exists. */
  name: string;
  /** Units of this currency per US dollar: catalogue prices are in dollars. */
  rate: number;
  /** Formats an amount already converted to this currency; Intl's currency style when absent. */
  format?: (amount: number) => string;
}

/** A whole number of roubles with spaces between thousands: "78 993 ₽" (spec §9). */
function formatRoubles(amount: number): string {
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount);
  return `${whole.replace(/,/g, ' ')} ₽`;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1 },
  { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: 0.78 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92 },
  { code: 'RUB', symbol: '₽', name: 'Russian Ruble', rate: 64, format: formatRoubles },
];

export const DEFAULT_CURRENCY = CURRENCIES[0] as Currency;

export function findCurrency(code: string | null | undefined): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code);
}

/** A price in US dollars, converted to `currency` and formatted the way it is shown. */
export function formatPrice(amountInUsd: number, currency: Currency): string {
  const amount = (Number.isFinite(amountInUsd) ? amountInUsd : 0) * currency.rate;
  if (currency.format) return currency.format(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.code }).format(
    amount,
  );
}

export interface CurrencyStoreDeps {
  storage: StorageLike;
}

export class CurrencyStore {
  currency: Currency;

  readonly currencies = CURRENCIES;

  constructor(private readonly deps: CurrencyStoreDeps) {
    this.currency =
      findCurrency(readStoredString(deps.storage, STORAGE_KEYS.currency)) ?? DEFAULT_CURRENCY;
    makeAutoObservable<CurrencyStore, 'deps'>(
      this,
      { deps: false, currencies: false, currency: observableRef },
      { autoBind: true },
    );
  }

  get code(): string {
    return this.currency.code;
  }

  /** An unknown code is ignored, so the shown prices never lose their currency. */
  setCurrency(code: string): void {
    const currency = findCurrency(code);
    if (!currency) return;
    this.currency = currency;
    writeStoredString(this.deps.storage, STORAGE_KEYS.currency, currency.code);
  }

  format(amountInUsd: number): string {
    return formatPrice(amountInUsd, this.currency);
  }
}
