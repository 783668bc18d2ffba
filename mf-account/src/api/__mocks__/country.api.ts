// Unit tests never reach the real IP-location service.
export const IP_LOCATION_URL = 'https://ip-location.invalid/';

export const lookupCountryCode = jest.fn(() => Promise.resolve('US'));
