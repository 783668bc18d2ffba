// Node-only helpers for the mock slices of the development backend (never bundled in a page).
export { apiPath } from './api-path';
export { simulateLatency } from './delay';
export { mockMiddleware } from './middleware';
export { badRequest, notFound, problem, unauthorized } from './problem';
export {
  authenticatedUserId,
  issueTokens,
  newToken,
  revokeTokens,
  revokeUserSessions,
  rotateRefreshToken,
  userIdForAccessToken,
} from './sessions';
export { parseBody, parseQuery } from './validation';
export { SEEDED_CUSTOMER_ID } from './seed';
export { startMockServer, type RunningMockServer } from './test-server';
