// The HTTP kit every area service puts in front of its rules: routing, body limits, problem
// answers, validation, rate limits (Node only; never bundled in a page).
export { apiPath } from './api-path';
export { simulateLatency } from './delay';
export { escapeXml } from './escape-xml';
export * from './http';
export { mockMiddleware } from './middleware';
export { trustedProxies } from './client-address';
export type { ApiOperation } from './operations';
export { badRequest, notFound, problem, unauthorized } from './problem';
export { problemPayload } from './problem-payload';
export {
  CLIENT_IP_HEADER,
  clientKey,
  RateLimiter,
  scaledLimit,
  secondsToWait,
  tooManyRequests,
  type RatePolicy,
} from './rate-limit';
export { parseBody, parseQuery } from './validation';
export { SEEDED_CUSTOMER_ID } from './seed';
export { startMockServer, type RunningMockServer } from './test-server';
