import { expect, test, type Page } from '@playwright/test';
import { area, expectAreaLoaded, navigateInApp } from './support/areas';
import { accountIndicator } from './support/chrome';

const CIVIC = '2019 Honda Civic';

async function expectCurrentVehicle(page: Page, label: string) {
  // The shell's search box names the current vehicle: the choice crossed from the vehicle area.
  await expect(page.getByRole('searchbox').first()).toHaveAttribute(
    'placeholder',
    new RegExp(label),
  );
}

test('choosing a vehicle with the cascading selects makes it current, across reloads and areas', async ({
  page,
}) => {
  await page.goto('/vehicle');
  await expectAreaLoaded(page, 'vehicle');
  const main = area(page, 'vehicle');

  await expect(main.getByLabel('Make', { exact: true })).toBeDisabled();
  await main.getByLabel('Year', { exact: true }).selectOption('2019');
  await main.getByLabel('Make', { exact: true }).selectOption('Honda');
  await expect(main.getByLabel('Engine', { exact: true })).toBeDisabled();
  await main.getByLabel('Model', { exact: true }).selectOption('Civic');
  await main.getByLabel('Engine', { exact: true }).selectOption({ index: 1 });

  await expect(
    main.getByRole('heading', { name: new RegExp(`Parts for your ${CIVIC}`) }),
  ).toBeVisible();
  await expectCurrentVehicle(page, CIVIC);

  await page.reload();
  await expectAreaLoaded(page, 'vehicle');
  await expectCurrentVehicle(page, CIVIC);

  await navigateInApp(page, '/shop');
  await expectAreaLoaded(page, 'shop');
  await expectCurrentVehicle(page, CIVIC);
});

test('a VIN is checked locally, then looked up, and its vehicle wins, across reloads and areas', async ({
  page,
}) => {
  await page.goto('/vehicle');
  await expectAreaLoaded(page, 'vehicle');
  const main = area(page, 'vehicle');
  const vin = main.getByLabel('Enter VIN');

  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vehicle/vin/')) lookups.push(request.url());
  });

  // Wrong check digit, a letter no VIN has: a clear message and no request.
  await vin.fill('1HGWXSEG8KU366141');
  await expect(main.getByText(/check digit/)).toBeVisible();
  await vin.fill('1HGWXSEG9KU3661O1');
  await expect(main.getByText(/never contains the letter O \(character 16\)/)).toBeVisible();
  expect(lookups).toEqual([]);

  // A valid VIN of a maker the data set does not have (WMI 111): looked up, not found.
  await vin.fill('11111111111111111');
  await expect(main.getByText('Unable to find a vehicle by this VIN.')).toBeVisible();
  expect(lookups).toHaveLength(1);

  await vin.fill('  1hgwxseg9ku366141 ');
  await expect(page.getByText(/Vehicle found: 2019 Honda Civic/)).toBeVisible();
  expect(lookups).toHaveLength(2);
  await expectCurrentVehicle(page, CIVIC);

  // Emptied: the message goes, the chosen vehicle stays.
  await vin.fill('');
  await expect(main.getByText(/Vehicle found/)).toHaveCount(0);

  await page.reload();
  await expectAreaLoaded(page, 'vehicle');
  await expectCurrentVehicle(page, CIVIC);
  await navigateInApp(page, '/blog');
  await expectAreaLoaded(page, 'blog');
  await expectCurrentVehicle(page, CIVIC);
});

test('the header picker: add by selects, walk the garage with the keyboard, remove', async ({
  page,
}) => {
  await page.goto('/site/about-us');
  const header = page.getByRole('banner');
  const opener = header.getByRole('button', { name: 'Select Vehicle' });
  await opener.click();
  const picker = page.getByRole('region', { name: 'Vehicle picker' });

  // An empty garage shows the add form; Add waits for a vehicle.
  await expect(picker.getByRole('heading', { name: 'Add a vehicle' })).toBeVisible();
  await expect(picker.getByLabel('Year', { exact: true })).toBeFocused();
  const add = picker.getByRole('button', { name: 'Add Vehicle', exact: true });
  await expect(add).toBeDisabled();
  await picker.getByLabel('Year', { exact: true }).selectOption('2015');
  await picker.getByLabel('Make', { exact: true }).selectOption('Ford');
  await picker.getByLabel('Model', { exact: true }).selectOption('F-150');
  await picker.getByLabel('Engine', { exact: true }).selectOption('3.5L V6 DOHC Twin Turbo');
  await add.click();
  await expectCurrentVehicle(page, '2015 Ford F-150');

  // A second vehicle through the form, from the list.
  await header.getByRole('button', { name: /current: 2015 Ford F-150/ }).click();
  await picker.getByRole('button', { name: 'Add A Vehicle' }).click();
  await expect(picker.getByLabel('Year', { exact: true })).toBeFocused();
  await picker.getByLabel('Enter VIN').fill('1HGWXSEG9KU366141');
  await expect(picker.getByText(/Vehicle found: 2019 Honda Civic/)).toBeVisible();
  await add.click();
  await expectCurrentVehicle(page, CIVIC);

  // The keyboard starts on the chosen radio; arrows walk without closing, Enter settles.
  await header.getByRole('button', { name: /current: 2019 Honda Civic/ }).press('Enter');
  const civic = picker.getByRole('radio', { name: /2019 Honda Civic/ });
  await expect(civic).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('radio', { name: /2015 Ford F-150/ })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('radio', { name: 'All vehicles' })).toBeChecked();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();

  // Removing keeps the keyboard in the list; the last one gone, the form shows.
  await opener.click();
  await picker.getByRole('button', { name: /Remove 2015 Ford F-150/ }).click();
  await expect(picker.getByRole('radio', { name: 'All vehicles' })).toBeFocused();
  await picker.getByRole('button', { name: /Remove 2019 Honda Civic/ }).click();
  await expect(picker.getByRole('heading', { name: 'Add a vehicle' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('garage'))).toBe('[]');
});

test('a guest garage joins the account on sign-in', async ({ page }) => {
  await page.goto('/vehicle/1');
  await expectAreaLoaded(page, 'vehicle');
  await page.getByRole('button', { name: 'Shop for this vehicle' }).click();
  await expectCurrentVehicle(page, '1995 Acura Integra');

  const email = 'red-parts@example.com';
  await accountIndicator(page, /Hello, Log In/).click();
  const form = page.getByRole('region', { name: /Hello, Log In/ });
  await form.getByLabel('Email address or phone').fill(email);
  await form.getByLabel('Password').fill('123456');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(accountIndicator(page, new RegExp(email))).toBeVisible();

  // The seeded customer's two vehicles, and the guest's, which stays the current one.
  await navigateInApp(page, '/vehicle');
  const garage = area(page, 'vehicle').getByRole('group', { name: 'Your vehicles' });
  await expect(garage.getByRole('radio', { name: /2019 Honda Civic/ })).toBeVisible();
  await expect(garage.getByRole('radio', { name: /2015 Ford F-150/ })).toBeVisible();
  await expect(garage.getByRole('radio', { name: /1995 Acura Integra/ })).toBeChecked();
  await expectCurrentVehicle(page, '1995 Acura Integra');

  // Signed in, a removal reaches the account: the seeded garage is as it was.
  await garage.getByRole('button', { name: /Remove 1995 Acura Integra/ }).click();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const response = await fetch('/api/vehicle/garage', {
          headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        });
        return ((await response.json()) as { id: number }[]).map((vehicle) => vehicle.id);
      }),
    )
    .not.toContain(1);
});

test('an unknown vehicle id or address under /vehicle is the 404 page', async ({ page }) => {
  for (const path of ['/vehicle/abc', '/vehicle/999999', '/vehicle/12/more']) {
    await page.goto(path);
    await expectAreaLoaded(page, 'vehicle');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Parts by Vehicle' })).toBeVisible();
  }
});
