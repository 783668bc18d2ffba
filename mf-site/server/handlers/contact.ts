import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiPath, parseBody, simulateLatency } from '@autoparts/shared/mock';
import { CONTACT_LIMITS, type ContactReceipt } from '../../src/lib/contact-rules';

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

type StoredMessage = z.infer<typeof contactSchema> & ContactReceipt;

// The messages this run of the mock has taken; a real backend would mail them to the team.
const inbox: StoredMessage[] = [];
const INBOX_LIMIT = 500;
let received = 0;

export const contactHandlers = [
  http.post(apiPath('/site/contact'), async ({ request }) => {
    await simulateLatency();
    const parsed = await parseBody(request, contactSchema);
    if (!parsed.ok) return parsed.response;
    const receipt: ContactReceipt = {
      id: `MSG-${String((received += 1)).padStart(5, '0')}`,
      receivedAt: new Date().toISOString(),
    };
    inbox.push({ ...parsed.data, ...receipt });
    if (inbox.length > INBOX_LIMIT) inbox.shift();
    return HttpResponse.json(receipt, { status: 201 });
  }),
];
