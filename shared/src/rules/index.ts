// Rules a form and the mock backend that checks the same input both need, defined once and free
// of dependencies so a browser bundle and a Node mock slice can import them alike.

/** Spec §9: the minimum password length, below which the server answers AUTH_WEAK_PASSWORD. */
export const MIN_PASSWORD_LENGTH = 6;

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 7 && digits <= 15;
}

/** Longest accepted text of an address field (a street line, a company name). */
export const ADDRESS_FIELD_MAX = 120;

/** Longest accepted order note. */
export const ORDER_NOTE_MAX = 1000;
