import { createCountryLookup, IP_LOCATION_URL } from '../country.api';

function answering(ok: boolean, body: unknown) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => ({ ok, json: async () => body }) as Response,
  );
}

describe('country lookup (spec §7 login countryCode)', () => {
  it('reads the two-letter code from the IP-location service, in capitals', async () => {
    const fetchLocation = answering(true, { country_code: 'gb', city: 'London' });
    await expect(createCountryLookup(fetchLocation)()).resolves.toBe('GB');
    expect(fetchLocation).toHaveBeenCalledWith(IP_LOCATION_URL, expect.anything());
  });

  it('asks the service once per page', async () => {
    const fetchLocation = answering(true, { country_code: 'US' });
    const lookup = createCountryLookup(fetchLocation);
    await Promise.all([lookup(), lookup()]);
    await lookup();
    expect(fetchLocation).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error status', answering(false, { country_code: 'US' })],
    ['a body without a code', answering(true, { error: true, reason: 'RateLimited' })],
    ['a code that is not two letters', answering(true, { country_code: '<b>' })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives an empty code for %s', async (_case, fetchLocation) => {
    await expect(createCountryLookup(fetchLocation)()).resolves.toBe('');
  });
});
