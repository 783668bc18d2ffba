import ky, {
  type AfterResponseHook,
  type BeforeErrorHook,
  type BeforeRequestHook,
  type KyInstance,
} from 'ky';
import { isToken, tokenPairSchema } from '../storage';
import { validateWith } from '../validation';
import type { AuthSession } from '../types';
import { apiErrorFromResponse } from './api-error';
import type { HttpActivity } from './http-activity.store';
import { safeReturnUrl } from './return-url';
import { TokenRefresher } from './token-refresher';
import { createTransport, type Fetch } from './transport';

export interface HttpClientDeps {
  /** `apiBase` of /config.json, e.g. '/api' or 'http://host/api'. */
  prefixUrl: string;
  session: AuthSession;
  /** The session could not be renewed: go to sign-in, then back to `returnUrl`. */
  onAuthFailure(returnUrl: string): void;
  /** A toast: a server title or an i18n key (API_ERROR_MESSAGES). */
  onError(message: string): void;
  activity: HttpActivity;
  /** The page's current target, for `returnUrl`; defaults to window.location. */
  getCurrentUrl?: () => string;
  fetch?: Fetch;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** What a call may tell the client through ky's `context` option. */
// A type, not an interface: ky's `context` wants an indexable record.
export type HttpCallContext = {
  /**
   * A 401 means "wrong credentials", not "expired token" (sign-in, register, password reset):
   * the call rejects with the server's title instead of refreshing.
   */
  noTokenRefresh?: boolean;
  /** A call whose failure the page ignores: it still rejects, but shows no toast. */
  quiet?: boolean;
  /**
   * A call made while the shopper keeps working (suggestions as they type): it does not raise
   * the full-screen spinner, which would cover the very box they are typing in.
   */
  background?: boolean;
};

export const NO_TOKEN_REFRESH: HttpCallContext = Object.freeze({ noTokenRefresh: true });
export const QUIET: HttpCallContext = Object.freeze({ quiet: true });
export const BACKGROUND: HttpCallContext = Object.freeze({ quiet: true, background: true });

const API_URL = /api\//i;

/** Spec §7: only calls to the API carry the bearer token. */
export const isApiUrl = (url: string): boolean => API_URL.test(url);

const REFRESH_PATH = 'Authentication/RefreshToken';

function currentLocation(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The session as the client uses it: a token of another shape reads as none. The auth store only
 * keeps well-formed tokens; this holds whatever else implements the session, since one bad header
 * value makes fetch throw or the server answer 431 on every call.
 */
function wellFormed(session: AuthSession): AuthSession {
  return {
    get accessToken() {
      return isToken(session.accessToken) ? session.accessToken : null;
    },
    get refreshToken() {
      return isToken(session.refreshToken) ? session.refreshToken : null;
    },
    setTokens: (tokens) => session.setTokens(tokens),
    clear: () => session.clear(),
  };
}

/**
 * The storefront's one HTTP client (spec §6-§8): bearer token on API calls, one shared token
 * refresh on 401 with a single retry per request, an error toast for every other failure, and
 * every fetch counted in `activity`. Failures reject with ApiError.
 */
export function createHttpClient(deps: HttpClientDeps): KyInstance {
  const { prefixUrl, activity } = deps;
  const session = wellFormed(deps.session);
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const getCurrentUrl = deps.getCurrentUrl ?? currentLocation;
  const base = { prefixUrl, timeout: false as const, retry: 0 };

  // Its own instance without the 401 hook, so a refused refresh cannot refresh again, and silent:
  // a failed refresh sends the visitor to sign-in instead of showing a toast.
  const tokenClient = ky.create({
    ...base,
    fetch: createTransport({ activity, timeoutMs, fetch: deps.fetch }),
  });

  const refresher = new TokenRefresher({
    session,
    async requestTokens(refreshToken) {
      const answer: unknown = await tokenClient
        .post(REFRESH_PATH, { json: { refreshToken } })
        .json();
      const tokens = validateWith(tokenPairSchema, answer);
      if (!tokens.ok)
        throw new Error('The refresh answer holds no tokens', { cause: tokens.problem });
      return tokens.value;
    },
    onFailure: () => deps.onAuthFailure(safeReturnUrl(getCurrentUrl())),
  });

  // ky hands the hooks' request object to fetch, which is how the transport knows a quiet or a
  // background call.
  const quietRequests = new WeakSet<Request>();
  const backgroundRequests = new WeakSet<Request>();
  const isQuiet = (input: RequestInfo | URL) =>
    input instanceof Request && quietRequests.has(input);
  const isBackground = (input: RequestInfo | URL) =>
    input instanceof Request && backgroundRequests.has(input);

  const attachBearer: BeforeRequestHook = (request, options) => {
    if (options.context.quiet === true) quietRequests.add(request);
    if (options.context.background === true) backgroundRequests.add(request);
    const token = session.accessToken;
    if (token && isApiUrl(request.url)) request.headers.set('Authorization', `Bearer ${token}`);
  };

  const renewOnUnauthorized: AfterResponseHook = async (request, options, response, state) => {
    if (response.status !== 401 || !isApiUrl(request.url)) return;
    if (options.context.noTokenRefresh === true) return;
    // One retry per request: a new token that is refused again is not worth a second refresh.
    if (state.retryCount === 0 && (await refresher.renew(bearerOf(request)))) {
      return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
    }
    throw await apiErrorFromResponse(response);
  };

  const reportHttpError: BeforeErrorHook = async (error) => {
    const apiError = await apiErrorFromResponse(error.response, error);
    // A 401 is handled by refresh or sign-in, never by a toast (spec §6).
    if (apiError.status !== 401 && error.options.context.quiet !== true) {
      deps.onError(apiError.message);
    }
    throw apiError;
  };

  return ky.create({
    ...base,
    // The forced retry after a refresh is the only retry: other failures are reported at once.
    retry: { limit: 1, shouldRetry: () => false },
    fetch: createTransport({
      activity,
      timeoutMs,
      fetch: deps.fetch,
      isBackground,
      onNetworkError: (input, message) => {
        if (!isQuiet(input)) deps.onError(message);
      },
    }),
    hooks: {
      beforeRequest: [attachBearer],
      afterResponse: [renewOnUnauthorized],
      beforeError: [reportHttpError],
    },
  });
}
