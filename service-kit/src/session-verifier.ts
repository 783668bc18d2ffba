import { bearerToken } from './tokens';

/** The signed-in customer behind an access token, as the account service answers for it. */
export interface SessionCustomer {
  id: number;
  /** "First Last", for what the customer signs (a review). */
  name: string;
}

/**
 * How a service other than the account's learns who sends a request: the account service owns
 * the sessions; in one process the gateway hands its check over, across processes it is asked.
 */
export interface SessionVerifier {
  customerFor(accessToken: string): Promise<SessionCustomer | null>;
}

/**
 * Knows no session: for an area's standalone dev server, where no account service signs anyone
 * in, so every request is a guest's.
 */
export const nobodySignedIn: SessionVerifier = { customerFor: async () => null };

/** The customer behind the request's bearer token; null when missing, unknown or expired. */
export async function signedInCustomer(
  request: Request,
  sessions: SessionVerifier,
): Promise<SessionCustomer | null> {
  const token = bearerToken(request);
  return token ? sessions.customerFor(token) : null;
}

/**
 * Who sends a request a guest may send too (an order, a review): `customer` null for a guest.
 * Null when a bearer is sent but is no longer valid: refused (401) rather than taken for a guest,
 * so the client refreshes it and the request lands in the account.
 */
export async function guestOrCustomer(
  request: Request,
  sessions: SessionVerifier,
): Promise<{ customer: SessionCustomer | null } | null> {
  const sent = (request.headers.get('authorization') ?? '').trim() !== '';
  const customer = await signedInCustomer(request, sessions);
  return sent && customer === null ? null : { customer };
}
