import { expect, test, type Page } from '@playwright/test';
import { expectAreaLoaded, navigateInApp } from './support/areas';

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
  const area = page.locator('[data-area="vehicle"]');

  await expect(area.getByLabel('Make', { exact: true })).toBeDisabled();
  await area.getByLabel('Year', { exact: true }).selectOption('2019');
  await area.getByLabel('Make', { exact: true }).selectOption('Honda');
  await expect(area.getByLabel('Engine', { exact: true })).toBeDisabled();
  await area.getByLabel('Model', { exact: true }).selectOption('Civic');
  await area.getByLabel('Engine', { exact: true }).selectOption({ index: 1 });

  await expect(
    area.getByRole('heading', { name: new RegExp(`Parts for your ${CIVIC}`) }),
  ).toBeVisible();
  await expectCurrentVehicle(page, CIVIC);

  await page.reload();
  await expectAreaLoaded(page, 'vehicle');
  await expectCurrentVehicle(page, CIVIC);

  await navigateInApp(page, '/shop');
  await expectAreaLoaded(page, 'shop');
  await expectCurrentVehicle(page, CIVIC);
});

test('a VIN is checked locally, then looked up, and its vehicle wins', async ({ page }) => {
  await page.goto('/vehicle');
  await expectAreaLoaded(page, 'vehicle');
  const area = page.locator('[data-area="vehicle"]');
  const vin = area.getByLabel('Enter VIN');

  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vehicle/vin/')) lookups.push(request.url());
  });

  // Wrong check digit: a clear message and no request.
  await vin.fill('1HGWXSEG8KU366141');
  await expect(area.getByText(/check digit/)).toBeVisible();
  expect(lookups).toEqual([]);

  await vin.fill('  1hgwxseg9ku366141 ');
  await expect(page.getByText(/Vehicle found: 2019 Honda Civic/)).toBeVisible();
  expect(lookups).toHaveLength(1);
  await expectCurrentVehicle(page, CIVIC);
});
