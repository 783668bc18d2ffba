import { createMemoryStorage } from '../../storage';
import { CURRENCIES, CurrencyStore, findCurrency, formatPrice } from '../currency.store';
import { storageWith, throwingStorage } from './fixtures';

function currency(code: string) {
  const found = findCurrency(code);
  if (!found) throw new Error(`no ${code}`);
  return found;
}

describe('CURRENCIES', () => {
  it('lists USD first, then GBP, EUR and RUB with their symbols and rates', () => {
    expect(CURRENCIES.map(({ code, symbol, rate }) => [code, symbol, rate])).toEqual([
      ['USD', '$', 1],
      ['GBP', '£', 0.78],
      ['EUR', '€', 0.92],
      ['RUB', '₽', 64],
    ]);
  });
});

describe('formatPrice', () => {
  it.each([
    ['USD', 1234.56, '$1,234.56'],
    ['USD', 19, '$19.00'],
    ['GBP', 1234.05, '£962.56'],
    ['GBP', 1234.56, '£962.96'],
    ['EUR', 1234.56, '€1,135.80'],
    ['EUR', 1234.71, '€1,135.93'],
    ['RUB', 1234.27, '78 993 ₽'],
    ['RUB', 19.99, '1 279 ₽'],
    ['RUB', 15625.5, '1 000 032 ₽'],
    ['RUB', 1.5, '96 ₽'],
  ])('shows %s for %p dollars as %p', (code, amount, shown) => {
    expect(formatPrice(amount, currency(code))).toBe(shown);
  });

  it('writes what Intl.NumberFormat writes for dollars, pounds and euros', () => {
    // Halves at every place, rates' products, large and negative amounts, then a thousand cents.
    const cents = Array.from({ length: 1000 }, (_, i) => (i * 7919) / 1000);
    const amounts = [
      ...cents,
      1234.05 * 0.78,
      1234.56 * 0.92,
      99.995 * 0.78,
      0,
      0.005,
      0.015,
      1.005,
      2.675,
      9.995,
      999.999,
      1000,
      123456.785,
      1e7 + 0.5,
      -42.5,
      -0.001,
    ];
    for (const code of ['USD', 'GBP', 'EUR']) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      const one = { ...currency(code), rate: 1 };
      for (const amount of amounts) expect(formatPrice(amount, one)).toBe(intl.format(amount));
    }
  });

  it('shows a price that is not a number as zero', () => {
    expect(formatPrice(Number.NaN, currency('USD'))).toBe('$0.00');
  });
});

describe('CurrencyStore', () => {
  it('starts in USD', () => {
    const store = new CurrencyStore({ storage: createMemoryStorage() });
    expect(store.code).toBe('USD');
    expect(store.format(5)).toBe('$5.00');
  });

  it('starts in the saved currency', () => {
    expect(new CurrencyStore({ storage: storageWith({ currency: 'EUR' }) }).code).toBe('EUR');
  });

  it.each(['XYZ', '"EUR"', '', 'eur '])('starts in USD for the saved value %p', (saved) => {
    expect(new CurrencyStore({ storage: storageWith({ currency: saved }) }).code).toBe('USD');
  });

  it('starts in USD when the storage throws', () => {
    expect(new CurrencyStore({ storage: throwingStorage }).code).toBe('USD');
  });

  it('switches, saves the plain code and formats in the new currency', () => {
    const storage = createMemoryStorage();
    const store = new CurrencyStore({ storage });
    store.setCurrency('RUB');
    expect(store.currency).toBe(CURRENCIES[3]);
    expect(storage.getItem('currency')).toBe('RUB');
    expect(store.format(100)).toBe('6 400 ₽');
  });

  it('ignores an unknown code', () => {
    const storage = createMemoryStorage({ currency: 'GBP' });
    const store = new CurrencyStore({ storage });
    store.setCurrency('BTC');
    expect(store.code).toBe('GBP');
    expect(storage.getItem('currency')).toBe('GBP');
  });
});
