import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { makeProduct, settle } from './fixtures';
import { hear, openTab, type Tab } from './two-tabs';

const brakes = makeProduct({ id: 1, name: 'Brake Kit' });
const wiper = makeProduct({ id: 2, name: 'Wiper' });

const cartLines = (tab: Tab) =>
  tab.stores.cart.items.map((item) => `${item.product.name} x${item.quantity}`);

function expectCartLines(tabs: Tab[], lines: string[]): void {
  for (const tab of tabs) expect(cartLines(tab)).toEqual(lines);
}

const storedLineCount = () => (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as []).length;

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the cart in two tabs', () => {
  it('shows a line added in one tab in the other, whose page re-renders', async () => {
    const [a, b] = [openTab(), openTab()];
    const Indicator = observer(() => <p>{b.stores.cart.quantity} items</p>);
    render(<Indicator />);

    await settle(a.stores.cart.add(brakes));
    act(() => hear(b, 'cartItems'));

    expect(screen.getByText('1 items')).toBeInTheDocument();
    expect(cartLines(b)).toEqual(['Brake Kit x1']);
  });

  it('keeps both lines when each tab adds one before it has heard of the other', async () => {
    const [a, b] = [openTab(), openTab()];
    await settle(a.stores.cart.add(brakes));
    await settle(b.stores.cart.add(wiper));
    hear([a, b], 'cartItems');

    expectCartLines([a, b], ['Brake Kit x1', 'Wiper x1']);
    expect(storedLineCount()).toBe(2);
  });

  it('removes a line in the other tab, which never writes it back', async () => {
    const [a, b] = [openTab(), openTab()];
    await settle(a.stores.cart.add(brakes));
    await settle(a.stores.cart.add(wiper));
    hear(b, 'cartItems');

    await settle(b.stores.cart.remove(b.stores.cart.items[0]!));
    // Tab a has not heard of the removal when it adds.
    await settle(a.stores.cart.add(wiper));
    hear([a, b], 'cartItems');

    expectCartLines([a, b], ['Wiper x2']);
  });

  it('counts a quantity changed in the other tab', async () => {
    const [a, b] = [openTab(), openTab()];
    await settle(a.stores.cart.add(brakes));
    hear(b, 'cartItems');

    await settle(a.stores.cart.update([{ item: a.stores.cart.items[0]!, quantity: 3 }]));
    await settle(b.stores.cart.add(brakes, 2));
    hear(a, 'cartItems');

    expectCartLines([a, b], ['Brake Kit x5']);
  });

  it('empties when another tab clears the storage, and reads foreign data as no lines', async () => {
    const [a, b] = [openTab(), openTab()];
    await settle(a.stores.cart.add(brakes));
    hear(b, 'cartItems');
    expect(cartLines(b)).toEqual(['Brake Kit x1']);

    localStorage.setItem('cartItems', '{"lines":[{"productId":1}]}');
    hear(b, 'cartItems');
    expect(cartLines(b)).toEqual([]);

    await settle(a.stores.cart.add(wiper));
    hear(b, 'cartItems');
    expect(cartLines(b)).toEqual(['Wiper x1']);
    localStorage.clear();
    hear(b, null);
    expect(cartLines(b)).toEqual([]);
  });

  it('ignores a session storage event under the same key', async () => {
    const [a, b] = [openTab(), openTab()];
    await settle(a.stores.cart.add(brakes));
    b.events.dispatchEvent(
      new StorageEvent('storage', { key: 'cartItems', storageArea: sessionStorage }),
    );
    expect(cartLines(b)).toEqual([]);
  });
});

describe.each([
  ['wishlist', 'wishlistItems'],
  ['compare', 'compareItems'],
] as const)('the %s in two tabs', (list, key) => {
  const names = (tab: Tab) => tab.stores[list].products.map((product) => product.name);

  it('keeps what each tab adds, and drops what either removes', async () => {
    const [a, b] = [openTab(), openTab()];
    await settle(a.stores[list].add(brakes));
    await settle(b.stores[list].add(wiper));
    hear([a, b], key);
    expect([names(a), names(b)]).toEqual([
      ['Brake Kit', 'Wiper'],
      ['Brake Kit', 'Wiper'],
    ]);

    await settle(b.stores[list].remove(brakes.id));
    hear(a, key);
    expect(names(a)).toEqual(['Wiper']);
    expect(a.stores[list].has(brakes.id)).toBe(false);
  });
});
