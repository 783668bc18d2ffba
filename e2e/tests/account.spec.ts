import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/account';
import { area } from './support/areas';

test('a new customer keeps cars in the account garage; the header picker shows what is added and removed', async ({
  page,
}) => {
  // A fresh account each run: the seeded customer's garage belongs to other journeys.
  await registerCustomer(page, 'garage');

  await page.goto('/account/garage');
  const main = area(page, 'account');
  const mine = main.getByRole('region', { name: 'My vehicles' });
  await expect(mine.getByText(/No vehicles yet/)).toBeVisible();

  const form = main.getByRole('region', { name: 'Add a vehicle' });
  const add = form.getByRole('button', { name: 'Add to garage' });
  await form.getByLabel('Year', { exact: true }).selectOption('2019');
  await form.getByLabel('Make', { exact: true }).selectOption('Honda');
  await form.getByLabel('Model', { exact: true }).selectOption('Civic');
  await expect(add).toBeDisabled();
  await form.getByLabel('Engine', { exact: true }).selectOption({ index: 1 });
  await add.click();
  await expect(mine.getByText('2019 Honda Civic')).toBeVisible();
  await mine.getByRole('button', { name: 'Make current: 2019 Honda Civic' }).click();
  await expect(mine.getByText('Current vehicle')).toBeVisible();

  // The account's garage on the server, after a reload, and in the header's picker.
  await page.reload();
  await expect(mine.getByText('2019 Honda Civic')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /2019 Honda Civic|Select Vehicle/ })
    .first()
    .click();
  const picker = page.getByRole('region', { name: 'Vehicle picker' });
  await expect(picker.getByRole('radio', { name: /2019 Honda Civic/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // A second car, then the first one removed on the garage page: the picker follows at once.
  await form.getByLabel('Year', { exact: true }).selectOption('2015');
  await form.getByLabel('Make', { exact: true }).selectOption('Ford');
  await form.getByLabel('Model', { exact: true }).selectOption('F-150');
  await form.getByLabel('Engine', { exact: true }).selectOption({ index: 1 });
  await add.click();
  await expect(mine.getByText('2015 Ford F-150')).toBeVisible();
  await mine.getByRole('button', { name: 'Remove 2019 Honda Civic' }).click();
  await expect(mine.getByText('2019 Honda Civic')).toHaveCount(0);
  await expect(mine.getByText('2015 Ford F-150')).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Select vehicle/i })
    .first()
    .click();
  await expect(picker.getByRole('radio', { name: /2015 Ford F-150/ })).toBeVisible();
  await expect(picker.getByRole('radio', { name: /2019 Honda Civic/ })).toHaveCount(0);

  // The removal reached the account's garage on the server.
  await page.reload();
  await expect(mine.getByText('2015 Ford F-150')).toBeVisible();
  await expect(mine.getByText('2019 Honda Civic')).toHaveCount(0);
});
