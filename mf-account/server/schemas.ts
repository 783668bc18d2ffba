import { z } from 'zod';
import { FIELD_MAX, isPhoneNumber, POSTCODE_PATTERN } from '@autoparts/shared/rules';
import { isCountryCode } from '@autoparts/service-kit';

// The limits and formats the account's forms check too, from one place (shared's rules).
export { MIN_PASSWORD_LENGTH } from '@autoparts/shared/rules';

const MAX_NAME = FIELD_MAX.name;
const MAX_EMAIL = FIELD_MAX.email;
const MAX_PHONE = FIELD_MAX.phone;
const MAX_PASSWORD = FIELD_MAX.password;
const MAX_TOKEN = 64;
const MAX_ADDRESS_LINE = FIELD_MAX.addressLine;
const MAX_POSTCODE = FIELD_MAX.postcode;

function requiredString(label: string, max: number, trim = true) {
  const required = `${label} is required.`;
  const base = z.string({
    error: (issue) => (issue.input === undefined ? required : `${label} must be text.`),
  });
  return (trim ? base.trim() : base)
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional text field: missing or null is stored as ''. */
function optionalString(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((text) => text ?? '');
}

const email = requiredString('Email', MAX_EMAIL).pipe(z.email('Enter a valid email address.'));
const firstName = requiredString('First name', MAX_NAME);
const lastName = requiredString('Last name', MAX_NAME);

// Passwords are taken as typed: a space is a character the user chose.
const password = requiredString('Password', MAX_PASSWORD, false);

const token = (label: string) => requiredString(label, MAX_TOKEN);

const PHONE_FORMAT = 'Enter a phone number of 7 to 15 digits.';

const optionalPhone = optionalString('Phone', MAX_PHONE).refine(
  (phone) => phone === '' || isPhoneNumber(phone),
  PHONE_FORMAT,
);

// Piped, so an empty field gets "required" alone and not a format message too.
const phone = requiredString('Phone', MAX_PHONE).pipe(
  z.string().refine(isPhoneNumber, PHONE_FORMAT),
);

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
  firstName,
  lastName,
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

/** A change of email also sends the current password (a stolen session cannot take the account). */
const currentPasswordIfAny = z
  .string({ error: 'Current password must be text.' })
  .max(MAX_PASSWORD, `Current password must be at most ${MAX_PASSWORD} characters.`)
  .nullish()
  .transform((text) => text || undefined);

export const profileSchema = body({
  email,
  phone: optionalPhone,
  firstName,
  lastName,
  currentPassword: currentPasswordIfAny,
});

export const changePasswordSchema = body({
  currentPassword: requiredString('Current password', MAX_PASSWORD, false),
  newPassword: requiredString('New password', MAX_PASSWORD, false),
});

// Codes are taken in any case ('us') and kept upper-case, as the countries list spells them.
const country = requiredString('Country', MAX_NAME)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().refine(isCountryCode, 'Choose a country from the list.'));

const postcode = requiredString('Postcode', MAX_POSTCODE).pipe(
  z.string().regex(POSTCODE_PATTERN, 'Enter a valid postcode.'),
);

export const addressSchema = body({
  firstName,
  lastName,
  company: optionalString('Company', MAX_NAME),
  country,
  address1: requiredString('Street address', MAX_ADDRESS_LINE),
  address2: optionalString('Address line 2', MAX_ADDRESS_LINE),
  city: requiredString('City', MAX_NAME),
  state: optionalString('State', MAX_NAME),
  postcode,
  email,
  phone,
  default: z.boolean({ error: 'Default must be true or false.' }),
});
