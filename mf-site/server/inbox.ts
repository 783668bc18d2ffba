import type { AreaData, Clock } from '@autoparts/service-kit';
import type { ContactMessage, ContactReceipt } from '../src/lib/contact-rules';
import { contactMessages } from './db/schema';

/** The contact form's messages, kept in the `site` schema for the team to answer. */
export class ContactInbox {
  constructor(
    private readonly data: AreaData,
    private readonly clock: Clock,
  ) {}

  async take({ name, email, subject, message }: ContactMessage): Promise<ContactReceipt> {
    const db = await this.data.db();
    const receivedAt = new Date(this.clock.now());
    const [row] = await db
      .insert(contactMessages)
      .values({ name, email, subject: subject ?? null, message, createdAt: receivedAt })
      .returning({ id: contactMessages.id });
    return { id: `MSG-${String(row!.id).padStart(5, '0')}`, receivedAt: receivedAt.toISOString() };
  }
}
