import { randomInt } from 'node:crypto';
import type { Send } from './storefront';

/** One client of the storefront, as its per-client limits count them. */
export interface Client {
  send: Send;
}

// 198.18.0.0/15, the range RFC 2544 sets aside for benchmarks: no real visitor has one.
const RANGE_SIZE = 2 ** 17;

/**
 * Addresses for simulated clients, each handed out once. They start at a random place per run,
 * so a second run against the same storefront meets none of the first run's counters.
 */
export class ClientAddresses {
  private next = randomInt(RANGE_SIZE);

  take(): string {
    const n = this.next++ % RANGE_SIZE;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  }
}

/**
 * A client of its own: each request names `address` in X-Forwarded-For, which the storefront
 * believes because the socket is one of its trusted proxies (a load balancer, here this suite).
 */
export function forwardedClient(send: Send, address: string): Client {
  return {
    send: (method, path, options = {}) =>
      send(method, path, {
        ...options,
        headers: { ...options.headers, 'X-Forwarded-For': address },
      }),
  };
}

/** The headers a client might hope a server reads its address from, each as it is spelled. */
const SPOOFED: Record<string, (address: string) => string> = {
  'X-Forwarded-For': (address) => address,
  'X-Client-IP': (address) => address,
  'X-Real-IP': (address) => address,
  Forwarded: (address) => `for=${address}`,
  'True-Client-IP': (address) => address,
};

/**
 * One client that claims to be another on every request: a fresh address in each header of
 * SPOOFED. Sent from a socket the storefront does not trust, none of them may count.
 */
export function spoofingClient(send: Send, addresses: ClientAddresses): Client {
  return {
    send: (method, path, options = {}) => {
      const spoofed = Object.fromEntries(
        Object.entries(SPOOFED).map(([name, spell]) => [name, spell(addresses.take())]),
      );
      return send(method, path, { ...options, headers: { ...options.headers, ...spoofed } });
    },
  };
}
