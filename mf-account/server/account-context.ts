import type { AreaData, Clock } from '@autoparts/service-kit';
import { AddressBook } from './address-book';
import { createAccountLimits, type AccountLimits } from './rate-limits';
import { ResetLinks } from './reset-tokens';
import { SessionStore } from './sessions';
import { UserStore } from './users';

/** What the account service's handlers work with: its stores over one schema, and its limits. */
export interface AccountContext {
  users: UserStore;
  sessions: SessionStore;
  resetLinks: ResetLinks;
  addresses: AddressBook;
  limits: AccountLimits;
}

export function createAccountContext(data: AreaData, clock: Clock): AccountContext {
  return {
    users: new UserStore(data),
    sessions: new SessionStore(data, clock),
    resetLinks: new ResetLinks(data, clock),
    addresses: new AddressBook(data),
    limits: createAccountLimits(data, clock),
  };
}
