/** The account area's translation namespace (public/i18n/{lng}.json). */
export const ACCOUNT_NAMESPACE = 'account';
