import type { PathParams } from 'msw';
import { bearerToken, simulateLatency, unauthorized } from '@autoparts/service-kit';
import type { AccountContext } from '../account-context';
import type { UserRecord } from '../users';

interface SignedInRequest {
  request: Request;
  params: PathParams;
  user: UserRecord;
}

/** The user behind the request's bearer token; undefined when signed out or the user is gone. */
export async function signedInUser(
  { sessions, users }: AccountContext,
  request: Request,
): Promise<UserRecord | undefined> {
  const token = bearerToken(request);
  const userId = token ? await sessions.userIdFor(token) : null;
  return userId === null ? undefined : users.findById(userId);
}

/**
 * A resolver for the signed-in customer's own data: after the simulated latency, a request
 * without a live bearer token (or whose user is gone) is a 401 before its body is even read.
 */
export function signedIn(
  context: AccountContext,
  resolve: (input: SignedInRequest) => Response | Promise<Response>,
) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    await simulateLatency();
    const user = await signedInUser(context, request);
    return user ? resolve({ request, params, user }) : unauthorized();
  };
}
