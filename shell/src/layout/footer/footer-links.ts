import { accountLinks, blogLinks, shopLinks, siteLinks } from '@autoparts/shared';
export interface FooterLink {
  key: string;
  to: string;
}

export const INFORMATION_LINKS: readonly FooterLink[] = [
  { key: 'aboutUs', to: siteLinks.page.getHref('about-us') },
  { key: 'deliveryInformation', to: siteLinks.page.getHref('terms') },
  { key: 'privacyPolicy', to: siteLinks.page.getHref('terms') },
  { key: 'brands', to: '/' },
  { key: 'contactUs', to: siteLinks.page.getHref('contact-us-v1') },
  { key: 'returns', to: siteLinks.page.getHref('faq') },
  { key: 'siteMap', to: siteLinks.page.getHref('components') },
];

export const ACCOUNT_LINKS: readonly FooterLink[] = [
  { key: 'storeLocation', to: siteLinks.page.getHref('contact-us-v2') },
  { key: 'orderHistory', to: accountLinks.orders.getHref() },
  { key: 'wishList', to: shopLinks.wishlist.getHref() },
  { key: 'newsletter', to: siteLinks.page.getHref('faq') },
  { key: 'specialOffers', to: shopLinks.products.getHref({ discount: 'yes' }) },
  { key: 'giftCertificates', to: siteLinks.page.getHref('faq') },
  { key: 'affiliate', to: siteLinks.page.getHref('about-us') },
];

export const SOCIAL_LINKS = [
  {
    key: 'facebook',
    href: 'https://www.facebook.com/',
    color: '#3c5a99',
    path: 'M13 22v-8h3l.5-3.5H13V8.3c0-1 .3-1.7 1.8-1.7h1.8V3.5c-.3 0-1.4-.1-2.7-.1-2.7 0-4.5 1.6-4.5 4.6v2.6H6.4V14h3v8z',
  },
  {
    key: 'twitter',
    href: 'https://twitter.com/',
    color: '#00a2e8',
    path: 'M22 6c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.8a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2 2.8 3.9 2.9A8.3 8.3 0 0 1 2 18.6 11.6 11.6 0 0 0 8.3 20.4c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2.2z',
  },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/',
    color: '#e52e2e',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    key: 'instagram',
    href: 'https://www.instagram.com/',
    color: '#815dc7',
    path: 'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zm5-9.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1C9 3.6 9.3 3.6 12 3.6zM12 2C9.3 2 8.9 2 7.9 2.1 4.2 2.2 2.2 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.2 5.7-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8C15.1 2 14.7 2 12 2z',
  },
  {
    key: 'rss',
    href: blogLinks.list.getHref(),
    color: '#ffc338',
    path: 'M5 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3 9.5v2.8a9.7 9.7 0 0 1 9.7 9.7h2.8A12.5 12.5 0 0 0 3 9.5zM3 4v2.8A15.2 15.2 0 0 1 18.2 22H21A18 18 0 0 0 3 4z',
  },
] as const;
