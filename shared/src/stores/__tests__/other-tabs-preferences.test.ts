import type { Vehicle } from '../../types';
import { VEHICLES } from './fixtures';
import { hear, openTab } from './two-tabs';

const [ford, audi] = VEHICLES as [Vehicle, Vehicle];

beforeEach(() => localStorage.clear());

describe('the garage in two tabs', () => {
  it('keeps the vehicles each tab adds, and follows the current vehicle', () => {
    const [a, b] = [openTab(), openTab()];
    a.stores.garage.add(ford);
    b.stores.garage.add(audi);
    hear([a, b], 'garage');
    expect(a.stores.garage.vehicles).toEqual([ford, audi]);
    expect(b.stores.garage.vehicles).toEqual([ford, audi]);

    a.stores.garage.setCurrentVehicle(audi);
    hear(b, 'currentVehicle');
    expect(b.stores.garage.currentVehicle).toEqual(audi);

    b.stores.garage.remove(audi.id);
    hear(a, 'garage', 'currentVehicle');
    expect(a.stores.garage.vehicles).toEqual([ford]);
    expect(a.stores.garage.currentVehicle).toBeNull();
  });

  it('does not bring back a vehicle another tab removed', () => {
    const [a, b] = [openTab(), openTab()];
    a.stores.garage.add(ford);
    hear(b, 'garage');
    b.stores.garage.remove(ford.id);
    a.stores.garage.setCurrentVehicle(audi);
    expect(JSON.parse(localStorage.getItem('garage')!)).toEqual([audi]);
  });
});

describe('preferences in two tabs', () => {
  it('switches the currency another tab chose', () => {
    const [a, b] = [openTab(), openTab()];
    a.stores.currency.setCurrency('EUR');
    hear(b, 'currency');
    expect(b.stores.currency.code).toBe('EUR');
    expect(b.stores.currency.format(10)).toBe('€9.20');
  });

  it('switches the language another tab chose: the page and i18next alike', () => {
    const a = openTab();
    const page = document.implementation.createHTMLDocument('other tab');
    const onLanguageChange = jest.fn();
    const b = openTab({ document: page, onLanguageChange });

    a.stores.language.setLanguage('en-RTL');
    hear(b, 'language');

    expect(b.stores.language.code).toBe('en-RTL');
    expect(page.documentElement.dir).toBe('rtl');
    expect(onLanguageChange).toHaveBeenCalledWith('en-RTL');
  });

  it('keeps the currency and language it follows when another app stores something else', () => {
    const [a, b] = [openTab(), openTab()];
    a.stores.currency.setCurrency('EUR');
    a.stores.language.setLanguage('ru');
    hear(b, 'currency', 'language');

    localStorage.setItem('currency', '{"code":"GBP"}');
    localStorage.setItem('language', 'klingon');
    hear(b, 'currency', 'language');

    expect(b.stores.currency.code).toBe('EUR');
    expect(b.stores.language.code).toBe('ru');
  });
});

describe('the session in two tabs', () => {
  it('signs in and out with the other tab', () => {
    const b = openTab();
    localStorage.setItem('user', JSON.stringify({ email: 'ryan@example.com' }));
    localStorage.setItem('accessToken', 'a'.repeat(32));
    localStorage.setItem('refreshToken', 'r'.repeat(32));
    hear(b, 'user', 'accessToken', 'refreshToken');
    expect(b.stores.auth.isSignedIn).toBe(true);

    localStorage.clear();
    hear(b, null);
    expect(b.stores.auth.isSignedIn).toBe(false);
  });
});
