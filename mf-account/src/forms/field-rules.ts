// zod/mini: the area's validation in a few kB instead of the whole of zod in its bundle.
import { z } from 'zod/mini';

// Messages are i18n keys: the spec's keys live in the common namespace, the area's own in
// 'account' (see use-message.ts).

/** Spec §9: the minimum password length, below which the server answers AUTH_WEAK_PASSWORD. */
export const MIN_PASSWORD_LENGTH = 6;

const REQUIRED = 'ERROR_FORM_REQUIRED';

export const requiredText = () => z.string().check(z.trim(), z.minLength(1, REQUIRED));

// Passwords are taken as typed: a space is a character the user chose.
export const requiredPassword = () => z.string().check(z.minLength(1, REQUIRED));

export const newPassword = () =>
  z
    .string()
    .check(z.minLength(1, REQUIRED), z.minLength(MIN_PASSWORD_LENGTH, 'AUTH_WEAK_PASSWORD'));

export const email = () => z.pipe(requiredText(), z.email('validation.email'));

function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 7 && digits <= 15;
}

export const optionalPhone = () =>
  z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || isPhoneNumber(phone), 'validation.phone'),
  );

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
        message: 'validation.passwordsMismatch',
        // Checked even while another field is still empty, so both problems show at once.
        when: (payload) => {
          const { password, confirmPassword } = (payload.value ?? {}) as Record<string, unknown>;
          return typeof password === 'string' && typeof confirmPassword === 'string';
        },
      },
    ),
  );
}
