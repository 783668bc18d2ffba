import type { Address } from '@autoparts/shared';

/**
 * The seeded customer's address book; the first address is the default one (spec §4). Countries
 * are ISO 3166-1 alpha-2 codes, as the address endpoints take and answer them.
 */
export function seededAddresses(): Address[] {
  return [
    {
      id: 1,
      firstName: 'Ryan',
      lastName: 'Ford',
      company: 'Red Parts',
      country: 'US',
      address1: '715 Fake Street',
      address2: 'Suite 3',
      city: 'New York',
      state: 'NY',
      postcode: '10001',
      email: 'red-parts@example.com',
      phone: '38 972 588-42-36',
      default: true,
    },
    {
      id: 2,
      firstName: 'Jupiter',
      lastName: 'Saturnov',
      company: '',
      country: 'DE',
      address1: 'Hauptstraße 12',
      address2: '',
      city: 'Berlin',
      state: 'Berlin',
      postcode: '10115',
      email: 'jupiter@example.com',
      phone: '49 30 901820',
      default: false,
    },
  ];
}
