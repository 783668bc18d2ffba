import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envForEachTest } from '@autoparts/shared/testing';
import { ORDER_RATE_LIMITS } from '../../../../server/orders/order-limits';
import { newOrder } from '../../../../server/__tests__/order-fixtures';
import { currentLocation, renderShop } from '../../../testing/render';
import {
  billing,
  catalog,
  CIVIC,
  fillBilling,
  GUEST,
  optionOf,
  partWithOption,
  placeDirectly,
  placeOrderButton,
  plainPart,
  renderCheckout,
  setupCheckoutApi,
  SUCCESS_PAGE,
  soldOutPart,
  termsBox,
  UUID,
} from './checkout-fixtures';

// Typing a whole address with user-event takes seconds on a busy 2-core machine.
jest.setTimeout(20_000);

const api = setupCheckoutApi();

describe('CheckoutPage', () => {
  it('has nothing to check out with an empty cart, and shows the way to the shop', async () => {
    renderShop('/shop/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Your shopping cart is empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/shop/category/products',
    );
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('refuses to place the order until the terms are accepted, and sends nothing', async () => {
    const page = await renderCheckout([{ product: plainPart }]);
    await fillBilling(page);
    await page.user.click(placeOrderButton());
    expect(
      await screen.findByText(
        'Please read and accept the terms and conditions to place your order.',
      ),
    ).toBeInTheDocument();
    expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/site/terms',
    );
    expect(api.sent).toHaveLength(0);
    expect(currentLocation()).toBe('/shop/checkout');
  });

  it('places a guest order without prices, for the chosen vehicle, then empties the cart', async () => {
    const page = await renderCheckout(
      [
        { product: plainPart, quantity: 2 },
        { product: partWithOption, options: [optionOf(partWithOption)] },
      ],
      { vehicle: CIVIC },
    );
    const summary = within(screen.getByRole('table', { name: 'Your order' }));
    const line = summary.getByRole('row', { name: new RegExp(plainPart.name) });
    expect(line).toHaveTextContent('× 2');
    expect(line).toHaveTextContent('Does not fit your 2019 Honda Civic');
    expect(
      summary.getByText(`${optionOf(partWithOption).name}: ${optionOf(partWithOption).value}`),
    ).toBeInTheDocument();
    expect(summary.getByRole('row', { name: /^Shipping/ })).toHaveTextContent('$25.00');

    await fillBilling(page);
    await page.user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.getByText('Pay with cash upon delivery.')).toBeInTheDocument();
    await page.user.type(screen.getByLabelText(/Order notes/), 'Ring twice');
    await page.user.click(termsBox());
    await page.user.click(placeOrderButton());

    await waitFor(() => expect(currentLocation()).toMatch(SUCCESS_PAGE));
    expect(page.store.cart.items).toHaveLength(0);
    expect(api.sent).toHaveLength(1);
    const [{ body, key }] = api.sent as [(typeof api.sent)[number]];
    expect(key).toMatch(UUID);
    const vehicle = CIVIC;
    expect(body).toEqual({
      items: [
        { productId: plainPart.id, options: [], quantity: 2, vehicle },
        { productId: partWithOption.id, options: [optionOf(partWithOption)], quantity: 1, vehicle },
      ],
      payment: 'cod',
      billingAddress: { ...GUEST, company: '', country: 'GB', address2: '', state: '' },
      comment: 'Ring twice',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total/i);
  });

  it('checks and sends the shipping address only when shipping elsewhere', async () => {
    const page = await renderCheckout([{ product: plainPart }]);
    await fillBilling(page);
    await page.user.click(screen.getByRole('checkbox', { name: 'Ship to a different address?' }));
    await page.user.click(termsBox());
    await page.user.click(placeOrderButton());
    const shipping = within(screen.getByRole('group', { name: 'Shipping details' }));
    expect(shipping.getByLabelText('Town / City')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);

    await page.user.type(shipping.getByLabelText('Town / City'), 'York');
    await page.user.click(screen.getByRole('checkbox', { name: 'Ship to a different address?' }));
    expect(screen.queryByRole('group', { name: 'Shipping details' })).not.toBeInTheDocument();
    await page.user.click(placeOrderButton());
    await waitFor(() => expect(currentLocation()).toMatch(SUCCESS_PAGE));
    expect(api.sent[0]?.body).not.toHaveProperty('shippingAddress');
  });

  it('keeps what was typed and shows the server’s words on the field after a 400', async () => {
    api.server.use(
      http.post('*/api/shop/orders', () =>
        HttpResponse.json(
          {
            status: 400,
            title: 'Some fields are not valid.',
            detail: 'billingAddress.city: We do not deliver to this town.',
            errors: { 'billingAddress.city': ['We do not deliver to this town.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const page = await renderCheckout([{ product: plainPart }]);
    await fillBilling(page);
    await page.user.click(termsBox());
    await page.user.click(placeOrderButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    const city = billing().getByLabelText('Town / City');
    expect(city).toHaveValue(GUEST.city);
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('We do not deliver to this town.')).toBeInTheDocument();
    expect(billing().getByLabelText('First name')).toHaveValue(GUEST.firstName);
    expect(termsBox()).toBeChecked();
    expect(currentLocation()).toBe('/shop/checkout');
    expect(page.store.cart.items).toHaveLength(1);
  });

  it('shows a line the shop refuses beside that line, and keeps the cart', async () => {
    const page = await renderCheckout([{ product: plainPart }, { product: soldOutPart }]);
    await fillBilling(page);
    await page.user.click(termsBox());
    await page.user.click(placeOrderButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some parts in your order are out of stock. Remove them from the cart to place your order.',
    );
    const summary = within(screen.getByRole('table', { name: 'Your order' }));
    expect(summary.getByRole('row', { name: new RegExp(soldOutPart.name) })).toHaveTextContent(
      `"${soldOutPart.name}" is out of stock.`,
    );
    expect(summary.getByRole('row', { name: new RegExp(plainPart.name) })).not.toHaveTextContent(
      'out of stock',
    );
    // The form says it in words: no toast of the title as well.
    expect(api.toasts).toEqual([]);
    expect(page.store.cart.items).toHaveLength(2);
  });

  describe('with the order limits on', () => {
    envForEachTest({ MOCK_RATE_LIMIT: '1' });

    it('says in words when too many orders came from here, and keeps the cart', async () => {
      // This client's guest allowance used up by orders placed before.
      for (let i = 0; i < ORDER_RATE_LIMITS.perGuestClient.limit; i++)
        expect((await placeDirectly(newOrder(catalog))).status).toBe(201);
      const page = await renderCheckout([{ product: plainPart }]);
      await fillBilling(page);
      await page.user.click(termsBox());
      await page.user.click(placeOrderButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many orders were placed from here in a short time. Please wait a few minutes and try again.',
      );
      expect(api.toasts).toEqual([]);
      expect(currentLocation()).toBe('/shop/checkout');
      expect(page.store.cart.items).toHaveLength(1);
    });
  });
});
