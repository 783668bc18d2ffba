import { getHttp } from '@autoparts/shared';
import type { ContactMessage, ContactReceipt } from '../lib/contact-rules';

export function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  return getHttp().post('site/contact', { json: message }).json<ContactReceipt>();
}
