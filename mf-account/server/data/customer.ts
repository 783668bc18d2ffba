import { initialsAvatar } from '../avatar';
import type { UserRecord } from '../users';

/** The demo customer the spec publishes: red-parts@example.com / 123456. */
export const SEEDED_CUSTOMER_ID = 1;

export function seededCustomer(): UserRecord {
  return {
    id: SEEDED_CUSTOMER_ID,
    email: 'red-parts@example.com',
    phone: '38 972 588-42-36',
    firstName: 'Ryan',
    lastName: 'Ford',
    avatar: initialsAvatar('Ryan', 'Ford'),
    // scrypt of the published demo password with a fixed salt, so the seed is deterministic.
    passwordHash:
      'scrypt$cmVkLXBhcnRzLXNlZWQtMQ$-YN-2y5Lzmrkn81MP-OSBFd-BpjvnERDSkn6Jjx95OSf1m03sfFT98LHolgXoAbhUeINdl515UPHCTA9AncVOQ',
  };
}
