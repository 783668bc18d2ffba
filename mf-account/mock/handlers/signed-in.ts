import type { PathParams } from 'msw';
import { simulateLatency, unauthorized } from '@autoparts/shared/mock';
import { signedInUser } from '../account-sessions';
import type { UserRecord } from '../users';

interface SignedInRequest {
  request: Request;
  params: PathParams;
  user: UserRecord;
}

/**
 * A resolver for the signed-in customer's own data: after the simulated latency, a request
 * without a live bearer token (or whose user is gone) is a 401 before its body is even read.
 */
export function signedIn(resolve: (input: SignedInRequest) => Response | Promise<Response>) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    await simulateLatency();
    const user = signedInUser(request);
    return user ? resolve({ request, params, user }) : unauthorized();
  };
}
