/** The shop area's translation namespace (public/i18n/{lng}.json). */
export const SHOP_NAMESPACE = 'shop';
