import type { Address } from '@autoparts/shared';
import { seededAddresses } from './data/addresses';
import { SEEDED_CUSTOMER_ID } from './data/customer';
import { onUserEvicted } from './users';

/** Far more than a customer keeps; bounds what one signed-in client can make the mock hold. */
export const MAX_ADDRESSES = 50;

export type AddressInput = Omit<Address, 'id'>;

/**
 * Each customer's addresses in creation order. Rule kept by every change (spec §4): a book that
 * is not empty has exactly one default address. Entries are replaced, never mutated, so an
 * address already answered cannot change under its caller.
 */
const books = new Map<number, readonly Address[]>();
// One sequence for all customers: an id names one address only, and a deleted id is not reused.
let nextId = 1;

export function listAddresses(userId: number): readonly Address[] {
  return books.get(userId) ?? [];
}

export function findAddress(userId: number, id: number | null): Address | undefined {
  return listAddresses(userId).find((address) => address.id === id);
}

export function defaultAddress(userId: number): Address | undefined {
  return listAddresses(userId).find((address) => address.default);
}

/** When `saved` is the default, every other address loses the flag. */
function store(userId: number, list: readonly Address[], saved: Address): Address {
  const settled = saved.default
    ? list.map((address) => (address.id === saved.id ? address : { ...address, default: false }))
    : list;
  books.set(userId, settled);
  return saved;
}

/** The new address, or null when the book is full. The first address is always the default. */
export function addAddress(userId: number, input: AddressInput): Address | null {
  const list = listAddresses(userId);
  if (list.length >= MAX_ADDRESSES) return null;
  const address = { ...input, id: nextId++, default: input.default || list.length === 0 };
  return store(userId, [...list, address], address);
}

/**
 * Un-ticking "default" on the default address keeps it the default: the book cannot be left
 * without one, and the customer moves the flag by saving another address as the default.
 */
export function updateAddress(
  userId: number,
  id: number,
  input: AddressInput,
): Address | undefined {
  const list = listAddresses(userId);
  const current = list.find((address) => address.id === id);
  if (!current) return undefined;
  const address = { ...input, id, default: input.default || current.default };
  return store(
    userId,
    list.map((entry) => (entry.id === id ? address : entry)),
    address,
  );
}

/** False when the customer has no such address. Deleting the default promotes the first left. */
export function removeAddress(userId: number, id: number | null): boolean {
  const list = listAddresses(userId);
  const removed = list.find((address) => address.id === id);
  if (!removed) return false;
  const rest = list.filter((address) => address !== removed);
  const [first, ...others] = rest;
  books.set(userId, removed.default && first ? [{ ...first, default: true }, ...others] : rest);
  return true;
}

// A book lives as long as its customer: the user store is bounded, so the books are too.
onUserEvicted((userId) => books.delete(userId));

/** Back to the seed: the demo customer's two addresses, nobody else's. */
export function resetAddressBooks(): void {
  const seed = seededAddresses();
  books.clear();
  books.set(SEEDED_CUSTOMER_ID, seed);
  nextId = Math.max(0, ...seed.map((address) => address.id)) + 1;
}

resetAddressBooks();
