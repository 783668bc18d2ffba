import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Whose `X-Forwarded-For` is believed when TRUSTED_PROXIES is unset: a proxy on this host only
 * (the Node gateway in front of a service it runs elsewhere on the machine), never a remote one.
 */
const DEFAULT_TRUSTED_PROXIES = 'loopback';

/** The addresses TRUSTED_PROXIES names: comma-separated IPs, CIDRs or proxy-addr's range names. */
function trustedProxyList(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : [DEFAULT_TRUSTED_PROXIES];
}

type Trust = (address: string, hop: number) => boolean;
let compiled: { raw: string | undefined; trust: Trust } | undefined;

/**
 * Whether an address is a trusted proxy, by TRUSTED_PROXIES (read on each call, so a test can
 * change it; compiled once per value). A value proxy-addr cannot read throws, naming the setting.
 */
export function trustedProxies(raw = process.env.TRUSTED_PROXIES): Trust {
  if (!compiled || compiled.raw !== raw) {
    try {
      compiled = { raw, trust: proxyaddr.compile(trustedProxyList(raw)) };
    } catch (error) {
      throw new Error(`TRUSTED_PROXIES=${raw}: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled.trust;
}

/** A client's address is a key of the rate limits: a longer one is cut, so keys stay small. */
const MAX_ADDRESS_LENGTH = 100;

/**
 * Who sent the request: the socket's address, or, when that is a trusted proxy, the right-most
 * address of `X-Forwarded-For` that is not one (proxy-addr's walk). Hops left of it were written
 * by whoever the first untrusted machine is, so nothing a client sends can name another client.
 */
export function clientAddress(req: IncomingMessage): string {
  const address = proxyaddr(req, trustedProxies()) as string | undefined;
  return address?.slice(0, MAX_ADDRESS_LENGTH) || 'unknown';
}
