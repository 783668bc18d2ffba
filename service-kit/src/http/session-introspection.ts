import express, { type Router } from 'express';
import type { SessionCustomer, SessionVerifier } from '../session-verifier';

export const INTROSPECTION_PATH = '/internal/sessions/introspect';
const TOKEN_HEADER = 'x-internal-token';
const TOKEN_SHAPE = /^[A-Za-z0-9]{1,128}$/;

/**
 * The account service's session check over HTTP, for services in other processes. It lives
 * outside /api, which is all a gateway routes, so only the services' own network reaches it;
 * with `INTERNAL_API_TOKEN` set a caller must also present that secret.
 */
export function sessionIntrospection(
  sessions: SessionVerifier,
  secret = process.env.INTERNAL_API_TOKEN,
): Router {
  const router = express.Router();
  router.post(INTROSPECTION_PATH, express.json({ limit: '1kb' }), (req, res, next) => {
    if (secret && req.get(TOKEN_HEADER) !== secret) return void res.status(403).json({});
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token))
      return void res.json({ customer: null });
    sessions.customerFor(token).then((customer) => res.json({ customer }), next);
  });
  return router;
}

/** A SessionVerifier that asks the account service at `accountUrl` (its own address, not /api). */
export function introspectionVerifier(
  accountUrl: string,
  secret = process.env.INTERNAL_API_TOKEN,
): SessionVerifier {
  const url = new URL(INTROSPECTION_PATH, accountUrl).toString();
  return {
    async customerFor(token) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { [TOKEN_HEADER]: secret } : {}),
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(3_000),
      });
      if (!response.ok)
        throw Object.assign(new Error(`account introspection answered ${response.status}`), {
          code: 'ECONNREFUSED',
        });
      const { customer } = (await response.json()) as { customer: SessionCustomer | null };
      return customer;
    },
  };
}
