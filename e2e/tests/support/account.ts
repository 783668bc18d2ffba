import { expect, type Page } from '@playwright/test';
import { area, expectAreaLoaded } from './areas';
import { accountIndicator } from './chrome';

export const SEEDED_CUSTOMER = { email: 'red-parts@example.com', password: '123456' } as const;

/** Signs in through the header's account menu and waits for the indicator to show the email. */
export async function signInFromHeader(
  page: Page,
  { email, password }: { email: string; password: string } = SEEDED_CUSTOMER,
): Promise<void> {
  await accountIndicator(page, /Hello, Log In/).click();
  const form = page.getByRole('region', { name: /Hello, Log In/ });
  await form.getByLabel('Email address or phone').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(accountIndicator(page, new RegExp(email))).toBeVisible();
}

/**
 * Registers a customer of its own for a journey that changes account data, so parallel journeys
 * never see each other's addresses, passwords or orders. Ends signed in.
 */
export async function registerCustomer(
  page: Page,
  label: string,
  password = 'secret-123',
): Promise<{ email: string; password: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/register/new');
  await expectAreaLoaded(page, 'account');
  const form = area(page, 'account');
  await form.getByLabel('First name').fill('Rita');
  await form.getByLabel('Last name').fill('Gale');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Repeat password').fill(password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(accountIndicator(page, new RegExp(email))).toBeVisible();
  return { email, password };
}
