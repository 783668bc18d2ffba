/** The site schema's first shape: the messages of the contact form. */
export const CONTACT_MESSAGES_0001 = `
create table site.contact_messages (
  id bigserial primary key,
  name text not null,
  email text not null,
  subject text,
  message text not null,
  created_at timestamptz not null
);
`;
