import type { Address, User } from '@autoparts/shared';
import { EMPTY_ADDRESS, toAddressValues, type AddressFormValues } from '@autoparts/shared/forms';
import { getAddresses } from '../../api/checkout.api';

/** What the checkout form starts from. */
export interface CheckoutPrefill {
  address: AddressFormValues;
  /** The signed-in customer's address book, offered as a "Saved addresses" select. */
  saved: Address[];
  /** The saved address `address` came from. */
  savedId: number | null;
}

export const GUEST_PREFILL: CheckoutPrefill = { address: EMPTY_ADDRESS, saved: [], savedId: null };

/**
 * A signed-in customer starts from their default address, else from their own name, email and
 * phone. The address book only saves typing: when it cannot be read, the checkout goes on from
 * the profile rather than stand in the way of an order.
 */
export async function loadCheckoutPrefill(user: User): Promise<CheckoutPrefill> {
  const fromProfile = toAddressValues(user);
  try {
    const saved = await getAddresses();
    const start = saved.find((address) => address.default) ?? null;
    return start
      ? { address: toAddressValues(start), saved, savedId: start.id }
      : { address: fromProfile, saved, savedId: null };
  } catch {
    return { address: fromProfile, saved: [], savedId: null };
  }
}
