import { z } from 'zod/mini';
import { API_ERROR_MESSAGES, ApiError, getHttp, QUIET, type Address } from '@autoparts/shared';

/** What a save sends: an address without its id (spec §3). */
export type AddressInput = Omit<Address, 'id'>;

const addressSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  country: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  email: z.string(),
  phone: z.string(),
  default: z.boolean(),
});

/** A 2xx whose body is not what the contract says is a failure the page can show, not a crash. */
function parsed<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(200, null, API_ERROR_MESSAGES.default, { cause: result.error });
  }
  return result.data;
}

// Loads are quiet: the page shows a failed load itself (with Retry), and a 404 is its not-found
// page, not a toast over it. Saves are not: their failures toast as every call's do (spec §8).
const ADDRESSES = 'account/addresses';

/** The customer's address book, in the order the addresses were added. */
export async function listAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body: unknown = await getHttp().get(ADDRESSES, { context: QUIET, signal }).json();
  return parsed(z.array(addressSchema), body);
}

/** The default address, or null when the book is empty (the server's 404). */
export async function getDefaultAddress(signal?: AbortSignal): Promise<Address | null> {
  try {
    const body: unknown = await getHttp()
      .get(`${ADDRESSES}/default`, { context: QUIET, signal })
      .json();
    return parsed(addressSchema, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One address of the book; an unknown id rejects with a 404 ApiError. */
export async function getAddress(id: number, signal?: AbortSignal): Promise<Address> {
  const body: unknown = await getHttp()
    .get(`${ADDRESSES}/${id}`, { context: QUIET, signal })
    .json();
  return parsed(addressSchema, body);
}

/** Adds an address; the server makes the first one the default (spec §4). */
export async function createAddress(input: AddressInput): Promise<Address> {
  return parsed(addressSchema, await getHttp().post(ADDRESSES, { json: input }).json());
}

/** Saves an address; saving one as the default clears the flag on the others (spec §4). */
export async function updateAddress(id: number, input: AddressInput): Promise<Address> {
  return parsed(addressSchema, await getHttp().put(`${ADDRESSES}/${id}`, { json: input }).json());
}

/** Deletes an address; when it was the default, the first one left becomes the default. */
export async function deleteAddress(id: number): Promise<void> {
  await getHttp().delete(`${ADDRESSES}/${id}`).text();
}
