import { z } from 'zod/mini';
import { email, optionalText, requiredText } from '@autoparts/shared/forms';
import { CONTACT_LIMITS } from '../../lib/contact-rules';

const { nameMax, subjectMax, messageMin, messageMax } = CONTACT_LIMITS;

export const contactFormSchema = z.object({
  name: requiredText(nameMax),
  email: email(),
  subject: optionalText(subjectMax),
  // Messages are i18n keys: the spec's in the common texts, the area's own in its namespace.
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'ERROR_FORM_REQUIRED'),
      z.minLength(messageMin, 'contact.errors.tooShort'),
      z.maxLength(messageMax, 'form.tooLong'),
    ),
});

export type ContactFormValues = z.output<typeof contactFormSchema>;
