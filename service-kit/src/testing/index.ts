export { openTestDatabase } from './test-database';
export { fakeSessions } from './fake-sessions';
