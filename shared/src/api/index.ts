export { API_ERROR_MESSAGES, ApiError, isApiErrorPayload } from './api-error';
export { createAuthApi, parseAnswer, type SessionApi, type ValidateTokenPayload } from './auth.api';
export { createCountryLookup, IP_LOCATION_URL, lookupCountryCode } from './country.api';
export { createGarageApi } from './garage.api';
export { HttpActivity } from './http-activity.store';
export {
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  isApiUrl,
  NO_TOKEN_REFRESH,
  QUIET,
  BACKGROUND,
  type HttpCallContext,
  type HttpClientDeps,
} from './http-client';
export { safeReturnUrl } from './return-url';
export type { Fetch } from './transport';
