import { z } from 'zod';

/** Spec §9: a password under this length is refused with AUTH_WEAK_PASSWORD. */
export const MIN_PASSWORD_LENGTH = 6;

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_PHONE = 32;
const MAX_PASSWORD = 128;
const MAX_TOKEN = 64;

function requiredString(label: string, max: number, trim = true) {
  const required = `${label} is required.`;
  const base = z.string({
    error: (issue) => (issue.input === undefined ? required : `${label} must be text.`),
  });
  return (trim ? base.trim() : base)
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);
}

const email = requiredString('Email', MAX_EMAIL).pipe(z.email('Enter a valid email address.'));

// Passwords are taken as typed: a space is a character the user chose.
const password = requiredString('Password', MAX_PASSWORD, false);

function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 7 && digits <= 15;
}

const token = (label: string) => requiredString(label, MAX_TOKEN);

const optionalPhone = z
  .string({ error: 'Phone must be text.' })
  .trim()
  .max(MAX_PHONE, `Phone must be at most ${MAX_PHONE} characters.`)
  .refine(
    (phone) => phone === '' || isPhoneNumber(phone),
    'Enter a phone number of 7 to 15 digits.',
  )
  .nullish()
  .transform((phone) => phone ?? '');

function body<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: 'Send a JSON object.' });
}

export const loginSchema = body({
  account: requiredString('Email or phone', MAX_EMAIL),
  password,
  // Filled from an IP-location lookup that may fail, so the client can leave it empty.
  countryCode: z.string({ error: 'Country code must be text.' }).trim().max(8).nullish(),
});

export const registerSchema = body({
  firstName: requiredString('First name', MAX_NAME),
  lastName: requiredString('Last name', MAX_NAME),
  email,
  phone: optionalPhone,
  password,
});

export const logoutSchema = body({
  refreshToken: z.string({ error: 'Refresh token must be text.' }).max(MAX_TOKEN).nullish(),
});

export const refreshSchema = body({ refreshToken: token('Refresh token') });

export const validateTokenSchema = body({ token: token('Token') });

export const forgotPasswordSchema = body({ email });

export const passwordResetSchema = body({ email, token: token('Token'), password });

export const accountExistsSchema = body({ account: requiredString('Email or phone', MAX_EMAIL) });
