import { expect, test, type Locator, type Page } from '@playwright/test';
import { area, expectAreaLoaded } from './support/areas';
import { accountIndicator } from './support/chrome';
import { registerCustomer, SEEDED_CUSTOMER } from './support/account';
import { escapeRegExp } from './support/text';

// The signed-in pages of the account area (issue 10). Journeys that change account data run on a
// customer of their own; the seeded one is only read.

const REFRESH_PATH = '/api/Authentication/RefreshToken';

/** 32 characters of the tokens' alphabet that the server never issued: an expired session. */
const UNKNOWN_TOKEN = 'Expired0Token0Expired0Token0Abcd';
const OTHER_UNKNOWN_TOKEN = 'Revoked1Token1Revoked1Token1Wxyz';

/** A toast of the shell with this text. */
function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: text });
}

/**
 * Sees a toast and closes it with a click, as a customer would: toasts sit over the header's
 * account indicator for 5 s otherwise. The pointer then leaves the corner, so that a toast under
 * it does not wait for it (pauseOnHover).
 */
async function dismissToast(page: Page, text: string): Promise<void> {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.click();
  const { height } = page.viewportSize() ?? { height: 720 };
  await page.mouse.move(1, height - 1);
  await expect(shown).toHaveCount(0);
}

/** Opens the header's account menu of the signed-in `email` and returns its panel. */
async function openAccountMenu(page: Page, email: string): Promise<Locator> {
  const caption = new RegExp(escapeRegExp(email));
  await accountIndicator(page, caption).click();
  const menu = page.getByRole('banner').getByRole('region', { name: caption });
  await expect(menu).toBeVisible();
  return menu;
}

interface NewAddress {
  firstName: string;
  lastName: string;
  city: string;
  makeDefault?: boolean;
}

/** Adds an address through /account/addresses/new and waits for the book to list it. */
async function addAddress(page: Page, { firstName, lastName, city, makeDefault }: NewAddress) {
  const account = area(page, 'account');
  await account.getByRole('link', { name: 'Add new address' }).click();
  await expect(page).toHaveURL('/account/addresses/new');
  const form = account.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('Street address').fill('Hauptstraße 12');
  await form.getByLabel('Town / City').fill(city);
  await form.getByLabel('Postcode / ZIP').fill('10115');
  await form.getByLabel('Email address').fill(`${firstName.toLowerCase()}@example.com`);
  await form.getByLabel('Phone number').fill('+49 30 901820');
  const checkbox = form.getByRole('checkbox', { name: 'Set as my default address' });
  await expect(checkbox).not.toBeChecked();
  if (makeDefault) await checkbox.check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/account/addresses');
  await expect(addressCard(page, `${firstName} ${lastName}`)).toContainText(city);
}

/** Saves an address for the signed-in customer without the form (a journey's setup). */
async function saveAddressThroughApi(page: Page, { firstName, lastName, city }: NewAddress) {
  const status = await page.evaluate(
    async (address) => {
      const response = await fetch('/api/account/addresses', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(address),
      });
      return response.status;
    },
    {
      firstName,
      lastName,
      company: '',
      country: 'DE',
      address1: 'Hauptstraße 12',
      address2: '',
      city,
      state: '',
      postcode: '10115',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '+49 30 901820',
      default: false,
    },
  );
  expect(status, 'the address is saved').toBeLessThan(300);
}

function addressCard(page: Page, name: string): Locator {
  return area(page, 'account').getByRole('article', { name: `Address of ${name}`, exact: true });
}

/** The address book's cards in order, and which one alone carries the "Default" badge. */
async function expectDefaultAddress(page: Page, names: string[], defaultName: string) {
  const cards = area(page, 'account').getByRole('article', { name: /^Address of / });
  await expect(cards).toHaveCount(names.length);
  await expect(cards).toContainText(names);
  // Strict: exactly one card has the badge.
  await expect(
    cards.filter({ has: page.getByText('Default', { exact: true }) }),
  ).toHaveAccessibleName(`Address of ${defaultName}`);
}

test('a customer edits the profile; the header shows the new name at once and after a reload', async ({
  page,
}) => {
  const { email } = await registerCustomer(page, 'profile');
  await page.goto('/account/profile');
  const form = area(page, 'account').getByRole('form', { name: 'Edit Profile' });
  await expect(form.getByLabel('First name')).toHaveValue('Rita');
  await expect(form.getByLabel('Email address')).toHaveValue(email);

  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('Quill');
  await form.getByRole('button', { name: 'Save' }).click();
  await dismissToast(page, 'Your profile has been saved.');

  // The header's account menu reads the same store: no reload needed.
  let menu = await openAccountMenu(page, email);
  await expect(menu.getByRole('link', { name: /Nora Quill/ })).toBeVisible();
  await expect(menu.getByText('Rita Gale')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Saved on the server and in the stored session.
  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Nora');
  await expect(form.getByLabel('Last name')).toHaveValue('Quill');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  menu = await openAccountMenu(page, email);
  await expect(menu.getByRole('link', { name: /Nora Quill/ })).toBeVisible();
  // The profile as the server holds it, not only the browser's copy of the user.
  expect(
    await page.evaluate(async () => {
      const response = await fetch('/api/account/profile', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const user = (await response.json()) as { firstName: string; lastName: string };
      return `${user.firstName} ${user.lastName}`;
    }),
  ).toBe('Nora Quill');
});

test('the address book keeps one default: the first, a new default, then the first left after a delete', async ({
  page,
}) => {
  await registerCustomer(page, 'addresses');
  await page.goto('/account/addresses');
  const account = area(page, 'account');
  await expect(account.getByText('You have no saved addresses yet.')).toBeVisible();

  // The first address is the default without asking.
  await addAddress(page, { firstName: 'Ada', lastName: 'Home', city: 'Berlin' });
  await expect(toast(page, 'The address has been saved.').first()).toBeVisible();
  await expectDefaultAddress(page, ['Ada Home'], 'Ada Home');

  // A second one, not the default, added through the API to save time: after the delete below,
  // "the first remaining one" is then not simply the only one left.
  await saveAddressThroughApi(page, { firstName: 'Cleo', lastName: 'Cabin', city: 'Munich' });

  // A third one saved as the default takes the badge.
  await addAddress(page, {
    firstName: 'Ben',
    lastName: 'Office',
    city: 'Hamburg',
    makeDefault: true,
  });
  await expectDefaultAddress(page, ['Ada Home', 'Cleo Cabin', 'Ben Office'], 'Ben Office');

  // Deleting the default asks first; the first address left becomes the default.
  const ben = addressCard(page, 'Ben Office');
  await ben.getByRole('button', { name: 'Delete the address of Ben Office' }).click();
  const confirm = ben.getByRole('group', { name: 'Confirm deletion' });
  await expect(confirm).toContainText('Delete this address?');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(ben).toHaveCount(0);
  await expectDefaultAddress(page, ['Ada Home', 'Cleo Cabin'], 'Ada Home');

  await page.reload();
  await expectDefaultAddress(page, ['Ada Home', 'Cleo Cabin'], 'Ada Home');
});

test('a customer changes the password, then signs in with the new one and not the old', async ({
  page,
}) => {
  const { email, password: oldPassword } = await registerCustomer(page, 'password');
  const newPassword = 'new-secret-456';
  await page.goto('/account/password');
  const form = area(page, 'account').getByRole('form', { name: 'Change Password' });
  const current = form.getByLabel('Current password', { exact: true });
  const next = form.getByLabel('New password', { exact: true });
  const repeat = form.getByLabel('Repeat new password', { exact: true });
  const submit = form.getByRole('button', { name: 'Change password' });

  // A wrong current password: the server's answer on the form, what was typed kept.
  await current.fill('not-my-password');
  await next.fill(newPassword);
  await repeat.fill(newPassword);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('The current password is not correct.');
  // Spec: every failed call other than a 401 also toasts the server's title.
  await dismissToast(page, 'The current password is not correct.');
  await expect(current).toHaveValue('not-my-password');
  await expect(next).toHaveValue(newPassword);

  // Five characters are too few (AUTH_WEAK_PASSWORD).
  await current.fill(oldPassword);
  await next.fill('12345');
  await repeat.fill('12345');
  await submit.click();
  await expect(next).toHaveAccessibleDescription(
    'The password must be at least 6 characters long.',
  );
  await expect(toast(page, 'Your password has been changed.')).toHaveCount(0);

  await next.fill(newPassword);
  await repeat.fill(newPassword);
  await expect(next).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await dismissToast(page, 'Your password has been changed.');
  await expect(current).toHaveValue('');
  // The page carries on with the rotated session.
  await expect(accountIndicator(page, new RegExp(email))).toBeVisible();

  // Logout from the header's account menu.
  const menu = await openAccountMenu(page, email);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/account/login');
  await expect(accountIndicator(page, /Hello, Log In/)).toBeVisible();

  // The old password is refused, the new one signs in.
  await accountIndicator(page, /Hello, Log In/).click();
  const login = page.getByRole('region', { name: /Hello, Log In/ });
  await login.getByLabel('Email address or phone').fill(email);
  await login.getByLabel('Password').fill(oldPassword);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid account or password.');
  await expect(accountIndicator(page, /Hello, Log In/)).toBeVisible();

  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(accountIndicator(page, new RegExp(email))).toBeVisible();
});

test('an expired access token on the dashboard is refreshed once; a refused refresh goes to sign-in', async ({
  page,
}) => {
  await registerCustomer(page, 'expired');
  await page.goto('/account/dashboard');
  const account = area(page, 'account');
  await expect(account.getByRole('heading', { name: 'Hello, Rita!' })).toBeVisible();

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REFRESH_PATH) refreshes.push(request.url());
  });
  const validated = page.waitForResponse((response) =>
    response.url().endsWith('/api/Authentication/ValidateToken'),
  );
  await page.evaluate((token) => localStorage.setItem('accessToken', token), UNKNOWN_TOKEN);
  await page.reload();
  await validated;

  // Every authenticated card loads on the renewed token: no error, no sign-in page.
  await expect(account.getByRole('heading', { name: 'Hello, Rita!' })).toBeVisible();
  await expect(account.getByText('Rita Gale')).toBeVisible();
  const addressCard = account.getByRole('region', { name: 'Default address' });
  await expect(addressCard).toContainText('You have no saved address yet.');
  const orders = account.getByRole('region', { name: 'Recent orders' });
  await expect(orders).toContainText('No orders yet');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByRole('alert'), 'no error on the page, no toast').toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(stored).not.toBe(UNKNOWN_TOKEN);
  expect(refreshes, 'one refresh for every call that waited on it').toHaveLength(1);

  // Neither token is known any more: the refresh is refused and the visitor signs in again.
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    },
    [UNKNOWN_TOKEN, OTHER_UNKNOWN_TOKEN] as const,
  );
  await page.reload();
  await expect(page).toHaveURL('/account/login?returnUrl=%2Faccount%2Fdashboard');
  await expect(accountIndicator(page, /Hello, Log In/)).toBeVisible();
  const login = area(page, 'account').getByRole('region', { name: 'Login', exact: true });
  await expect(login.getByLabel('Email address or phone')).toBeEmpty();
});

test('a signed-out visitor opening the addresses signs in and comes back to them', async ({
  page,
}) => {
  await page.goto('/account/addresses');
  await expect(page).toHaveURL('/account/login?returnUrl=%2Faccount%2Faddresses');
  await expectAreaLoaded(page, 'account');
  const login = area(page, 'account').getByRole('region', { name: 'Login', exact: true });
  await login.getByLabel('Email address or phone').fill(SEEDED_CUSTOMER.email);
  await login.getByLabel('Password').fill(SEEDED_CUSTOMER.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL('/account/addresses');
  await expect(accountIndicator(page, new RegExp(SEEDED_CUSTOMER.email))).toBeVisible();
  const account = area(page, 'account');
  await expect(account.getByRole('heading', { name: 'Addresses', exact: true })).toBeVisible();
  await expect(addressCard(page, 'Ryan Ford')).toContainText('715 Fake Street');
});

test("the seeded customer's dashboard shows the 3 latest orders of the history; an unknown order is not found", async ({
  page,
}) => {
  await page.goto('/account/login');
  await expectAreaLoaded(page, 'account');
  const login = area(page, 'account').getByRole('region', { name: 'Login', exact: true });
  await login.getByLabel('Email address or phone').fill(SEEDED_CUSTOMER.email);
  await login.getByLabel('Password').fill(SEEDED_CUSTOMER.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/account/dashboard');

  const account = area(page, 'account');
  const recent = account.getByRole('region', { name: 'Recent orders' });
  const recentLinks = recent.getByRole('link', { name: /^#\d{4,}$/ });
  await expect(recentLinks).toHaveCount(3);
  const recentNumbers = await recentLinks.allTextContents();
  for (const link of await recentLinks.all()) {
    await expect(link).toHaveAttribute('href', /^\/account\/orders\/\d+$/);
  }
  // Newest first, each row with its date, status and total.
  const asNumbers = recentNumbers.map((text) => Number(text.slice(1)));
  expect(asNumbers).toEqual([...asNumbers].sort((x, y) => y - x));
  await expect(recent.getByRole('row')).toHaveCount(4);
  await expect(recent.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/\$\d/);

  // The whole history starts with the same three orders, each linking to its page.
  await recent.getByRole('link', { name: 'View all orders' }).click();
  await expect(page).toHaveURL('/account/orders');
  // The history's own region: until the orders page has rendered, the dashboard (whose recent
  // orders are the same widget, a table of the same name) stays on the screen under the new URL.
  const history = account
    .getByRole('region', { name: 'Order History' })
    .getByRole('table', { name: 'Your orders' });
  const links = history.getByRole('link', { name: /^#\d{4,}$/ });
  await expect(links.first()).toBeVisible();
  expect((await links.allTextContents()).slice(0, 3)).toEqual(recentNumbers);
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^\/account\/orders\/\d+$/);
  }

  // An order's own page, then an id that is nobody's.
  const newest = recentNumbers[0]!.slice(1);
  await links.first().click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(account.getByRole('heading', { name: `Order #${newest}` })).toBeVisible();

  await page.goto('/account/orders/999999');
  await expectAreaLoaded(page, 'account');
  await expect(account.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(account.getByText('This page of your account does not exist.')).toBeVisible();
  await expect(account.getByRole('heading', { name: /^Order #/ })).toHaveCount(0);
});
