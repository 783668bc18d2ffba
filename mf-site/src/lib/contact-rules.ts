/** Limits of the contact form, checked the same in the page and in the mock backend. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 2000,
} as const;

export interface ContactMessage {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** What the backend answers when it has taken a message. */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}
