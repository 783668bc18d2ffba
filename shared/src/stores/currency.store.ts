import { makeAutoObservable, observableRef } from 'mobx';
import { groupedDigits } from '../i18n/number-format';
import { STORAGE_KEYS, readStoredString, writeStoredString, type StorageLike } from '../storage';

export interface Currency {
  code: string;
  symbol: string;
  /** English name; the UI translates it as `CURRENCY_<code>` where a translation exists. */
  name: string;
  /** Units of this currency per US dollar: catalogue prices are in dollars. */
  rate: number;
  /** Formats an amount already converted to this currency; "$1,234.50" when absent. */
  format?: (amount: number) => string;
}

// Prices are written out here rather than with Intl.NumberFormat: the browser builds its number
// formatter (ICU) on first use, which cost a phone's first render of the home page 35-40 ms of
// main thread (measured under 4x CPU throttling: ~150 ms), for a format this fixed: en-US digits,
// thousands grouped, the sign before the symbol (shared's groupedDigits writes the digits).

const sign = (amount: number) => (amount < 0 ? '-' : '');

/** A whole number of roubles with spaces between thousands: "78 993 ₽" (spec §9). */
function formatRoubles(amount: number): string {
  return `${sign(amount)}${groupedDigits(amount, 0, ' ')} ₽`;
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
  return `${sign(amount)}${currency.symbol}${groupedDigits(amount, 2, ',')}`;
}

export interface CurrencyStoreDeps {
  storage: StorageLike;
}

export class CurrencyStore {
  currency: Currency;

  readonly currencies = CURRENCIES;

  readonly followedKeys = [STORAGE_KEYS.currency];

  constructor(private readonly deps: CurrencyStoreDeps) {
    this.currency = this.storedCurrency() ?? DEFAULT_CURRENCY;
    makeAutoObservable<CurrencyStore, 'deps'>(
      this,
      { deps: false, currencies: false, followedKeys: false, currency: observableRef },
      { autoBind: true },
    );
  }

  /** Another tab's choice; a value no currency has leaves this tab's as it is. */
  syncFromStorage(): void {
    this.currency = this.storedCurrency() ?? this.currency;
  }

  private storedCurrency(): Currency | undefined {
    return findCurrency(readStoredString(this.deps.storage, STORAGE_KEYS.currency));
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
