import type { User } from '@autoparts/shared';
import { provideCustomerNames } from '@autoparts/shared/mock';
import { SEEDED_CUSTOMER_ID, seededCustomer } from './data/customer';
import { initialsAvatar } from './avatar';
import { hashPassword } from './passwords';

/** A user as the slice keeps it: the public fields plus an id and a scrypt hash, never the password. */
export interface UserRecord extends User {
  id: number;
  passwordHash: string;
}

/** What a customer may change on its profile. */
export type ProfileFields = Pick<User, 'email' | 'phone' | 'firstName' | 'lastName'>;

export interface NewUser extends ProfileFields {
  password: string;
}

/** A save refused because another account already has this email or phone. */
export type SaveUserResult =
  { ok: true; user: UserRecord } | { ok: false; taken: 'email' | 'phone' };

/**
 * The store is bounded: past MOCK_MAX_USERS accounts (10,000 by default) a sign-up evicts the
 * oldest registered account (never the seeded customer), and whatever the slice keeps for it
 * (sessions, reset links, addresses) goes with it through `onUserEvicted`. Ids are never reused.
 */
const DEFAULT_MAX_USERS = 10_000;

function maxUsers(): number {
  const max = Number(process.env.MOCK_MAX_USERS ?? DEFAULT_MAX_USERS);
  return Number.isInteger(max) && max > 1 ? max : DEFAULT_MAX_USERS;
}

// In creation order, so the first entry after the seed is the oldest registered account.
const users = new Map<number, UserRecord>();
let nextId = 1;
const evictionListeners: ((userId: number) => void)[] = [];

/** Runs `listener` with the id of every user evicted to keep the store bounded. */
export function onUserEvicted(listener: (userId: number) => void): void {
  evictionListeners.push(listener);
}

function evictOldest(): void {
  for (const id of users.keys()) {
    if (id === SEEDED_CUSTOMER_ID) continue;
    users.delete(id);
    for (const listener of evictionListeners) listener(id);
    return;
  }
}

export function allUserIds(): number[] {
  return [...users.keys()];
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phones match on their digits, so `+38 972 588-42-36` and `389725884236` are one account. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

function findUser(matches: (user: UserRecord) => boolean): UserRecord | undefined {
  for (const user of users.values()) if (matches(user)) return user;
  return undefined;
}

export function findUserById(id: number): UserRecord | undefined {
  return users.get(id);
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return findUser((user) => user.email === wanted);
}

function findUserByPhone(phone: string): UserRecord | undefined {
  const digits = phoneDigits(phone);
  return digits ? findUser((user) => phoneDigits(user.phone) === digits) : undefined;
}

/** The spec's sign-in `account` is an email or a phone number. */
export function findUserByAccount(account: string): UserRecord | undefined {
  return account.includes('@') ? findUserByEmail(account) : findUserByPhone(account);
}

export function publicUser({ email, phone, firstName, lastName, avatar }: UserRecord): User {
  return { email, phone, firstName, lastName, avatar };
}

/** Email and phone each name one account, since either one signs in. */
function takenByOther({ email, phone }: ProfileFields, self?: number): 'email' | 'phone' | null {
  const byEmail = findUserByEmail(email);
  if (byEmail && byEmail.id !== self) return 'email';
  const byPhone = findUserByPhone(phone);
  return byPhone && byPhone.id !== self ? 'phone' : null;
}

export async function createUser(input: NewUser): Promise<SaveUserResult> {
  const passwordHash = await hashPassword(input.password);
  // Checked after the await so two simultaneous sign-ups with one email cannot both succeed.
  const taken = takenByOther(input);
  if (taken) return { ok: false, taken };
  while (users.size >= maxUsers()) evictOldest();
  const user: UserRecord = {
    id: nextId++,
    email: normalizeEmail(input.email),
    phone: input.phone,
    firstName: input.firstName,
    lastName: input.lastName,
    avatar: initialsAvatar(input.firstName, input.lastName),
    passwordHash,
  };
  users.set(user.id, user);
  return { ok: true, user };
}

/**
 * The avatar follows the name, as at sign-up. Reads the record afresh, so a password changed while
 * the request was on its way is not put back. Undefined when the user is gone.
 */
export function updateProfile(id: number, fields: ProfileFields): SaveUserResult | undefined {
  const current = users.get(id);
  if (!current) return undefined;
  const taken = takenByOther(fields, id);
  if (taken) return { ok: false, taken };
  const updated: UserRecord = {
    ...current,
    ...fields,
    email: normalizeEmail(fields.email),
    avatar: initialsAvatar(fields.firstName, fields.lastName),
  };
  users.set(id, updated);
  return { ok: true, user: updated };
}

export async function changePassword(id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = users.get(id);
  if (user) users.set(id, { ...user, passwordHash });
}

/** Back to the seeded customer only (start of the process, test isolation). */
export function resetUsers(): void {
  users.clear();
  const customer = seededCustomer();
  users.set(customer.id, customer);
  nextId = customer.id + 1;
}

provideCustomerNames((id) => {
  const user = users.get(id);
  return user && `${user.firstName} ${user.lastName}`;
});

resetUsers();
