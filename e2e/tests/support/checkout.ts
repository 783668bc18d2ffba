import type { Page } from '@playwright/test';

/** Fills the checkout's billing details with a valid German address and the given email. */
export async function fillBilling(page: Page, email: string): Promise<void> {
  const billing = page.getByRole('group', { name: 'Billing details' });
  await billing.getByLabel('First name').fill('Rita');
  await billing.getByLabel('Last name').fill('Gale');
  await billing.getByLabel('Country').selectOption('DE');
  await billing.getByLabel('Street address').fill('Unter den Linden 1');
  await billing.getByLabel('Town / City').fill('Berlin');
  await billing.getByLabel('Postcode / ZIP').fill('10117');
  await billing.getByLabel('Email address').fill(email);
  await billing.getByLabel('Phone number').fill('+49 30 1234567');
}
