import type { Address } from '@autoparts/shared';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiPath, parseBody } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
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

export function addressHandlers(context: AccountContext): HttpHandler[] {
  const book = context.addresses;
  return [
    // In creation order; the client finds the default by its flag.
    http.get(
      ADDRESSES,
      signedIn(context, async ({ user }) => HttpResponse.json(await book.list(user.id))),
    ),

    // Before '/:id', which would take 'default' for an id.
    http.get(
      apiPath('/account/addresses/default'),
      signedIn(context, async ({ user }) => found(await book.defaultOf(user.id))),
    ),

    http.get(
      ONE_ADDRESS,
      signedIn(context, async ({ params, user }) =>
        found(await book.find(user.id, addressId(params.id))),
      ),
    ),

    http.post(
      ADDRESSES,
      signedIn(context, async ({ request, user }) => {
        const parsed = await parseBody(request, addressSchema);
        if (!parsed.ok) return parsed.response;
        const address = await book.add(user.id, parsed.data);
        return address ? HttpResponse.json(address, { status: 201 }) : addressBookFull();
      }),
    ),

    http.put(
      ONE_ADDRESS,
      signedIn(context, async ({ request, params, user }) => {
        // An address that is not there is a 404 whatever the body says.
        const id = addressId(params.id);
        if (id === null || !(await book.find(user.id, id))) return addressNotFound();
        const parsed = await parseBody(request, addressSchema);
        if (!parsed.ok) return parsed.response;
        return found(await book.update(user.id, id, parsed.data));
      }),
    ),

    http.delete(
      ONE_ADDRESS,
      signedIn(context, async ({ params, user }) =>
        (await book.remove(user.id, addressId(params.id)))
          ? new HttpResponse(null, { status: 204 })
          : addressNotFound(),
      ),
    ),
  ];
}
