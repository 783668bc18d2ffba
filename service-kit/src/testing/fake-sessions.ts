import type { SessionCustomer, SessionVerifier } from '../session-verifier';
import { newToken } from '../tokens';

/**
 * The account service's session check for another area's tests: `signIn` hands out a bearer
 * token for a customer, `signOut` ends it.
 */
export function fakeSessions() {
  const byToken = new Map<string, SessionCustomer>();
  const verifier: SessionVerifier = {
    customerFor: (token) => Promise.resolve(byToken.get(token) ?? null),
  };
  return {
    verifier,
    signIn(id: number, name = `Customer ${id}`): string {
      const token = newToken();
      byToken.set(token, { id, name });
      return token;
    },
    signOut(token: string): void {
      byToken.delete(token);
    },
  };
}
