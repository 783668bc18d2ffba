/** The account schema's first shape: accounts, sessions, reset links and address books. */
export const ACCOUNTS_0001 = `
create table account.users (
  id serial primary key,
  email text not null unique,
  phone text not null,
  phone_digits text not null,
  first_name text not null,
  last_name text not null,
  avatar text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
-- Either form of a phone number signs in, so its digits name one account (an empty phone none).
create unique index users_phone_digits on account.users (phone_digits) where phone_digits <> '';
--> statement-breakpoint
create table account.sessions (
  id bigserial primary key,
  user_id integer not null references account.users (id) on delete cascade,
  access_digest text not null unique,
  access_expires_at bigint not null,
  refresh_digest text not null unique,
  refresh_expires_at bigint not null,
  last_used_at bigint not null
);
--> statement-breakpoint
create index sessions_user on account.sessions (user_id, last_used_at);
--> statement-breakpoint
create table account.spent_refresh_tokens (
  digest text primary key,
  session_id bigint not null references account.sessions (id) on delete cascade,
  spent_at bigint not null
);
--> statement-breakpoint
create index spent_refresh_tokens_session on account.spent_refresh_tokens (session_id, spent_at);
--> statement-breakpoint
create table account.reset_links (
  id bigserial primary key,
  user_id integer not null references account.users (id) on delete cascade,
  digest text not null,
  expires_at bigint not null
);
--> statement-breakpoint
create index reset_links_user on account.reset_links (user_id, id);
--> statement-breakpoint
create table account.addresses (
  id serial primary key,
  user_id integer not null references account.users (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  company text not null,
  country text not null,
  address1 text not null,
  address2 text not null,
  city text not null,
  state text not null,
  postcode text not null,
  email text not null,
  phone text not null,
  is_default boolean not null
);
--> statement-breakpoint
create index addresses_user on account.addresses (user_id, id);
--> statement-breakpoint
-- At most one default address per customer, whatever two requests do at once.
create unique index addresses_one_default on account.addresses (user_id) where is_default;
`;
