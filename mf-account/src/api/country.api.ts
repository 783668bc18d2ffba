import { z } from 'zod/mini';

/** Spec §7: the login payload's countryCode comes from a public IP-location service. */
export const IP_LOCATION_URL = 'https://ipapi.co/json/';

// Sign-in never waits for this lookup, so a slow or blocked service only leaves the code empty.
const LOOKUP_TIMEOUT_MS = 3000;

const locationSchema = z.object({ country_code: z.string().check(z.regex(/^[A-Za-z]{2}$/)) });

let lookup: Promise<string> | null = null;

/**
 * The visitor's two-letter country code, or '' when the service cannot tell. Plain fetch rather
 * than the storefront's client: a third-party service gets no bearer token, no spinner and no
 * error toast. Asked once per page.
 */
export function lookupCountryCode(): Promise<string> {
  lookup ??= fetch(IP_LOCATION_URL, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const parsed = locationSchema.safeParse(body);
      return parsed.success ? parsed.data.country_code.toUpperCase() : '';
    })
    .catch(() => '');
  return lookup;
}
