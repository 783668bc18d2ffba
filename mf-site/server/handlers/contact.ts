import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { apiPath, parseBody, simulateLatency } from '@autoparts/service-kit';
import { CONTACT_LIMITS } from '../../src/lib/contact-rules';
import type { ContactInbox } from '../inbox';

const { nameMax, emailMax, subjectMax, messageMin, messageMax } = CONTACT_LIMITS;

const required = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const contactSchema = z.object({
  name: required('Your name', nameMax),
  email: required('Email', emailMax).pipe(
    z.email('Enter a valid email address, e.g. name@example.com.'),
  ),
  subject: z
    .string('Subject must be text.')
    .trim()
    .max(subjectMax, `Subject must be at most ${subjectMax} characters.`)
    .optional(),
  message: required('Message', messageMax).pipe(
    z.string().min(messageMin, `Tell us a little more: at least ${messageMin} characters.`),
  ),
});

/** The contact form: a message the schema accepts is kept, and its receipt answered. */
export const contactHandlers = (inbox: ContactInbox): HttpHandler[] => [
  http.post(apiPath('/site/contact'), async ({ request }) => {
    await simulateLatency();
    const parsed = await parseBody(request, contactSchema);
    if (!parsed.ok) return parsed.response;
    return HttpResponse.json(await inbox.take(parsed.data), { status: 201 });
  }),
];
