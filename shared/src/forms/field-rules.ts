// zod/mini: validation in a few kB instead of the whole of zod in every area's bundle.
import { z } from 'zod/mini';
import { FIELD_MAX, isPhoneNumber, MIN_PASSWORD_LENGTH, POSTCODE_PATTERN } from '../rules';

// Messages are i18n keys of the common namespace (the spec's keys verbatim, the kit's own under
// `form.`), or of the area's namespace when a form names its own.
const REQUIRED = 'ERROR_FORM_REQUIRED';
const TOO_LONG = 'form.tooLong';

export const requiredText = (max: number = FIELD_MAX.name) =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, TOO_LONG));

export const optionalText = (max: number = FIELD_MAX.name) =>
  z.string().check(z.trim(), z.maxLength(max, TOO_LONG));

// Passwords are taken as typed: a space is a character the user chose.
export const requiredPassword = () => z.string().check(z.minLength(1, REQUIRED));

export const newPassword = () =>
  z
    .string()
    .check(z.minLength(1, REQUIRED), z.minLength(MIN_PASSWORD_LENGTH, 'AUTH_WEAK_PASSWORD'));

export const email = () => z.pipe(requiredText(FIELD_MAX.email), z.email('form.email'));

export const optionalPhone = () =>
  z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || isPhoneNumber(phone), 'form.phone'),
  );

export const requiredPhone = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine((phone) => phone === '' || isPhoneNumber(phone), 'form.phone'),
  );

export const postcode = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(FIELD_MAX.postcode, TOO_LONG),
    z.refine((code) => code === '' || POSTCODE_PATTERN.test(code), 'form.postcode'),
  );

/** A checkbox that must be ticked (terms and conditions), with the form's own message key. */
export const mustBeChecked = (message: string) =>
  z.boolean().check(z.refine((checked) => checked, message));

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password typed twice; the mismatch is reported on the second field. */
export function withConfirmedPassword<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object({ ...shape, password: newPassword(), confirmPassword: requiredPassword() }).check(
    z.refine(
      (values) => {
        // zod cannot see through the spread of a generic shape that these two keys are there.
        const { password, confirmPassword } = values as unknown as PasswordPair;
        return password === confirmPassword;
      },
      {
        path: ['confirmPassword'],
        message: 'form.passwordsMismatch',
        // Checked even while another field is still empty, so both problems show at once.
        when: (payload) => {
          const { password, confirmPassword } = (payload.value ?? {}) as Record<string, unknown>;
          return typeof password === 'string' && typeof confirmPassword === 'string';
        },
      },
    ),
  );
}
