import { z } from 'zod';
import { CONTACT_LIMITS } from '../../lib/contact-rules';

const { nameMax, emailMax, subjectMax, messageMin, messageMax } = CONTACT_LIMITS;

/** The message keys are i18n keys: ERROR_FORM_REQUIRED is the spec's, the rest the area's. */
const REQUIRED = 'ERROR_FORM_REQUIRED';
const TOO_LONG = 'contact.errors.tooLong';

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(nameMax, TOO_LONG),
  email: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(emailMax, TOO_LONG)
    .pipe(z.email('contact.errors.email')),
  subject: z.string().trim().max(subjectMax, TOO_LONG),
  message: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .min(messageMin, 'contact.errors.tooShort')
    .max(messageMax, TOO_LONG),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
export type ContactField = keyof ContactFormInput;

/** The numbers an error message about a field may quote. */
export const FIELD_LIMITS: Record<ContactField, { min?: number; max: number }> = {
  name: { max: nameMax },
  email: { max: emailMax },
  subject: { max: subjectMax },
  message: { min: messageMin, max: messageMax },
};
