import { createMemoryStorage, type StorageLike } from '../../storage';
import type { Vehicle } from '../../types';
import type { Notifier } from '../notifier';

export { throwingStorage } from '../../storage/__tests__/throwing-storage';
export { makeProduct } from '../../testing/factories';

export const VEHICLES: Vehicle[] = [
  { id: 1, year: 2011, make: 'Ford', model: 'Focus S', engine: '2.0L 1742DA L4 FI Turbo' },
  { id: 2, year: 2019, make: 'Audi', model: 'Q7 Premium', engine: '3.0L 5626CC L6 QK' },
];

export function makeNotifier(): jest.Mocked<Notifier> {
  return { success: jest.fn(), error: jest.fn() };
}

export function storageWith(entries: Record<string, unknown>): StorageLike {
  const text = Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return createMemoryStorage(text);
}

/** Lets a cart, wishlist or compare action's 350 ms pass (under fake timers) and awaits it. */
export async function settle(action: Promise<unknown>): Promise<void> {
  await jest.advanceTimersByTimeAsync(350);
  await action;
}
