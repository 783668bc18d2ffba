import type { Brand } from '@autoparts/shared';

// The spec's static sample list of 19 brands. `country` is an ISO 3166 code (the UI names it in
// the visitor's language); `image` is a file name under the brand image base (images/brands/).
const BRAND_LIST: [name: string, country: string][] = [
  ['Brandix', 'US'],
  ['Zosch', 'DE'],
  ['Wakita', 'JP'],
  ['Hammerline', 'US'],
  ['Mitasia', 'JP'],
  ['Metaggo', 'IT'],
  ['Voltmark', 'DE'],
  ['Stellar Drive', 'GB'],
  ['RedGate', 'GB'],
  ['Nordbrake', 'SE'],
  ['Kamaro', 'KR'],
  ['FastWheels', 'US'],
  ['TurboElectric', 'CN'],
  ['Duraflex', 'CA'],
  ['Rivolta', 'IT'],
  ['Saberline', 'FR'],
  ['Ostrava Auto', 'CZ'],
  ['Tecnomar', 'BR'],
  ['Andalux', 'ES'],
];

export const BRANDS: readonly Brand[] = BRAND_LIST.map(([name, country]) => {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return { slug, name, country, image: `${slug}.svg` };
});
