// Rules a form and the mock backend that checks the same input both need, defined once and free
// of dependencies so a browser bundle and a Node mock slice can import them alike.

/** Spec §9: the minimum password length, below which the server answers AUTH_WEAK_PASSWORD. */
export const MIN_PASSWORD_LENGTH = 6;

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 7 && digits <= 15;
}

/** Longest accepted text of each kind of field. */
export const FIELD_MAX = {
  /** A person's name, a company, a city, a state. */
  name: 100,
  /** A street address line. */
  addressLine: 200,
  postcode: 16,
  phone: 32,
  email: 254,
  password: 128,
  /** An order note. */
  orderNote: 1000,
} as const;

/** Letters and digits with spaces and hyphens, as postcodes are written around the world. */
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export { ORDER_PRICING } from '../pricing/order-pricing';

/** The checkout's payment methods (spec §9: card and PayPal keys are configured elsewhere). */
export const PAYMENT_METHODS = ['bacs', 'cheque', 'cod', 'paypal'] as const;

/** A product review: its author's name and its text. */
export const REVIEW_LIMITS = { author: 50, content: 2000 } as const;

/** The most of one line an order takes: enough for any real basket, more is a typo or a probe. */
export const MAX_LINE_QUANTITY = 999;
