import * as v from 'valibot';

/** Spec §7: the login payload's countryCode comes from a public IP-location service. */
export const IP_LOCATION_URL = 'https://ipapi.co/json/';

// Sign-in waits for this lookup at most this long, so a slow or blocked service only leaves the
// code empty.
const LOOKUP_TIMEOUT_MS = 3000;

const locationSchema = v.object({ country_code: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/)) });

/**
 * A lookup of the visitor's two-letter country code, '' when the service cannot tell, asked once
 * and then remembered. Plain fetch rather than the storefront's client: a third-party service gets
 * no bearer token, no spinner and no error toast.
 */
export function createCountryLookup(
  fetchLocation: typeof fetch = (input, init) => fetch(input, init),
): () => Promise<string> {
  let lookup: Promise<string> | null = null;
  return () =>
    (lookup ??= fetchLocation(IP_LOCATION_URL, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = v.safeParse(locationSchema, body);
        return parsed.success ? parsed.output.country_code.toUpperCase() : '';
      })
      .catch(() => ''));
}

/** The page's one lookup, asked by the auth store when a sign-in form shows. */
export const lookupCountryCode = createCountryLookup();
