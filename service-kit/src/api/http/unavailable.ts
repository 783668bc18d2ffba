/**
 * Whether an error means a service's database (or another backend it needs) cannot be reached
 * right now, as opposed to a bug: connection refused, reset or timed out, or PostgreSQL's
 * connection and shutdown classes. Those are a 503 the client may retry, not a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: 08 connection exception, 57P01-03 shutting down / cannot connect now, 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isBackendUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // node-postgres reports a refused connection to every address of a host as an AggregateError.
    if (Array.isArray(errors) && errors.some(isBackendUnavailable)) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying a request refused as unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
