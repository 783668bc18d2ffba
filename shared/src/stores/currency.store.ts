import { makeAutoObservable, observableRef } from 'mobx';
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
// thousands grouped, the sign before the symbol.
function digits(amount: number, decimals: number, separator: string): string {
  // Rounded as the decimal the number reads as ("0.015" up to "0.02"), the way Intl rounds, not
  // as its binary value (0.01499…); amounts too small to write without an exponent are zero.
  const magnitude = Math.abs(amount) < 1e-6 ? 0 : Math.abs(amount);
  const rounded = Math.round(Number(`${magnitude}e${decimals}`)) / 10 ** decimals;
  const [whole = '0', fraction] = rounded.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const sign = (amount: number) => (amount < 0 ? '-' : '');

/** A whole number of roubles with spaces between thousands: "78 993 ₽" (spec §9). */
function formatRoubles(amount: number): string {
  return `${sign(amount)}${digits(amount, 0, ' ')} ₽`;
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
  return `${sign(amount)}${currency.symbol}${digits(amount, 2, ',')}`;
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
