import type { Address } from '@autoparts/shared';
import { HttpResponse, http } from 'msw';
import { apiPath, parseBody } from '@autoparts/shared/mock';
import {
  addAddress,
  defaultAddress,
  findAddress,
  listAddresses,
  removeAddress,
  updateAddress,
} from '../address-book';
import { addressBookFull, addressNotFound } from '../errors';
import { addressSchema } from '../schemas';
import { signedIn } from './signed-in';

/** A positive integer id, or null: `abc`, `1.5` or `-1` name no address (a 404, like an unknown id). */
function addressId(raw: string | readonly string[] | undefined): number | null {
  return typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

const found = (address: Address | undefined) =>
  address ? HttpResponse.json(address) : addressNotFound();

const ADDRESSES = apiPath('/account/addresses');
const ONE_ADDRESS = apiPath('/account/addresses/:id');

export const addressHandlers = [
  // In creation order; the client finds the default by its flag.
  http.get(
    ADDRESSES,
    signedIn(({ user }) => HttpResponse.json(listAddresses(user.id))),
  ),

  // Before '/:id', which would take 'default' for an id.
  http.get(
    apiPath('/account/addresses/default'),
    signedIn(({ user }) => found(defaultAddress(user.id))),
  ),

  http.get(
    ONE_ADDRESS,
    signedIn(({ params, user }) => found(findAddress(user.id, addressId(params.id)))),
  ),

  http.post(
    ADDRESSES,
    signedIn(async ({ request, user }) => {
      const parsed = await parseBody(request, addressSchema);
      if (!parsed.ok) return parsed.response;
      const address = addAddress(user.id, parsed.data);
      return address ? HttpResponse.json(address, { status: 201 }) : addressBookFull();
    }),
  ),

  http.put(
    ONE_ADDRESS,
    signedIn(async ({ request, params, user }) => {
      // An address that is not there is a 404 whatever the body says.
      const id = addressId(params.id);
      if (id === null || !findAddress(user.id, id)) return addressNotFound();
      const parsed = await parseBody(request, addressSchema);
      if (!parsed.ok) return parsed.response;
      return found(updateAddress(user.id, id, parsed.data));
    }),
  ),

  http.delete(
    ONE_ADDRESS,
    signedIn(({ params, user }) =>
      removeAddress(user.id, addressId(params.id))
        ? new HttpResponse(null, { status: 204 })
        : addressNotFound(),
    ),
  ),
];
