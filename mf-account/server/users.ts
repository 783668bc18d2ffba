import { and, eq, type SQL } from 'drizzle-orm';
import type { User } from '@autoparts/shared';
import { uniqueViolation, type AreaData } from '@autoparts/service-kit';
import { initialsAvatar } from './avatar';
import { users } from './db/schema';
import { hashPassword } from './passwords';

/** A user as the service keeps it: the public fields plus an id and a password hash (passwords.ts), never the password. */
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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phones match on their digits, so `+38 972 588-42-36` and `389725884236` are one account. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function publicUser({ email, phone, firstName, lastName, avatar }: UserRecord): User {
  return { email, phone, firstName, lastName, avatar };
}

type UserRow = typeof users.$inferSelect;

function recordOf(row: UserRow | undefined): UserRecord | undefined {
  if (!row) return undefined;
  const { id, email, phone, firstName, lastName, avatar, passwordHash } = row;
  return { id, email, phone, firstName, lastName, avatar, passwordHash };
}

/** The columns of a profile: the email normalised, the avatar following the name. */
function profileColumns(fields: ProfileFields) {
  return {
    email: normalizeEmail(fields.email),
    phone: fields.phone,
    phoneDigits: phoneDigits(fields.phone),
    firstName: fields.firstName,
    lastName: fields.lastName,
    avatar: initialsAvatar(fields.firstName, fields.lastName),
  };
}

/** Which field another account holds, from the unique index a write broke. */
function takenField(error: unknown): 'email' | 'phone' | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes('phone') ? 'phone' : 'email';
}

/** The accounts, in the account schema. Email and phone each name one account (unique indexes). */
export class UserStore {
  constructor(private readonly data: AreaData) {}

  async findById(id: number): Promise<UserRecord | undefined> {
    const db = await this.data.db();
    return recordOf((await db.select().from(users).where(eq(users.id, id)))[0]);
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const db = await this.data.db();
    const wanted = normalizeEmail(email);
    return recordOf((await db.select().from(users).where(eq(users.email, wanted)))[0]);
  }

  private async findByPhone(phone: string): Promise<UserRecord | undefined> {
    const digits = phoneDigits(phone);
    if (!digits) return undefined;
    const db = await this.data.db();
    return recordOf((await db.select().from(users).where(eq(users.phoneDigits, digits)))[0]);
  }

  /** The spec's sign-in `account` is an email or a phone number. */
  findByAccount(account: string): Promise<UserRecord | undefined> {
    return account.includes('@') ? this.findByEmail(account) : this.findByPhone(account);
  }

  /** `client` (`clientKey(request)`) is whose turn in the password line the hash takes. */
  async create(input: NewUser, client?: string): Promise<SaveUserResult> {
    const passwordHash = await hashPassword(input.password, client);
    const db = await this.data.db();
    try {
      const [row] = await db
        .insert(users)
        .values({ ...profileColumns(input), passwordHash })
        .returning();
      return { ok: true, user: recordOf(row)! };
    } catch (error) {
      const taken = takenField(error);
      if (taken) return { ok: false, taken };
      throw error;
    }
  }

  /** Only the profile's columns are written, so a password changed meanwhile stays. Undefined when the user is gone. */
  async updateProfile(id: number, fields: ProfileFields): Promise<SaveUserResult | undefined> {
    const db = await this.data.db();
    try {
      const [row] = await db
        .update(users)
        .set(profileColumns(fields))
        .where(eq(users.id, id))
        .returning();
      return row ? { ok: true, user: recordOf(row)! } : undefined;
    } catch (error) {
      const taken = takenField(error);
      if (taken) return { ok: false, taken };
      throw error;
    }
  }

  async changePassword(id: number, password: string, client?: string): Promise<void> {
    await this.storeHash(eq(users.id, id), password, client);
  }

  /**
   * Replaces the hash a sign-in just verified with one at today's parameters (when `needsRehash`
   * says so). Only while that hash is still the stored one: a password changed meanwhile stays.
   * Whether it was written.
   */
  rehash(
    user: Pick<UserRecord, 'id' | 'passwordHash'>,
    password: string,
    client?: string,
  ): Promise<boolean> {
    const verified = and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash))!;
    return this.storeHash(verified, password, client);
  }

  private async storeHash(where: SQL, password: string, client?: string): Promise<boolean> {
    const passwordHash = await hashPassword(password, client);
    const db = await this.data.db();
    const written = await db
      .update(users)
      .set({ passwordHash })
      .where(where)
      .returning({ id: users.id });
    return written.length > 0;
  }

  /** "First Last", for the other areas' records (a review's author). */
  async displayName(id: number): Promise<string | undefined> {
    const user = await this.findById(id);
    return user && `${user.firstName} ${user.lastName}`;
  }
}
