import { API_ERROR_MESSAGES, ApiError } from './api-error';
import type { HttpActivity } from './http-activity.store';

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  activity: HttpActivity;
  timeoutMs: number;
  /** The real fetch; read at call time so a fetch patched later (msw, tests) is used. */
  fetch?: Fetch;
  /** A call left out of `activity` (it raises no spinner). */
  isBackground?: (input: RequestInfo | URL) => boolean;
  /** Told about a call that got no answer at all (not about one the caller aborted). */
  onNetworkError?: (input: RequestInfo | URL, message: string) => void;
}

/**
 * The fetch under ky: counts the call in `activity` from start to answer (or failure, or abort),
 * gives up after `timeoutMs`, and turns "no answer" into an ApiError with status 0. The timeout
 * lives here rather than in ky because ky's TimeoutError never passes through a hook, so the
 * visitor would get no message and the full-screen spinner would be the only feedback.
 */
export function createTransport(options: TransportOptions): Fetch {
  const { activity, timeoutMs, onNetworkError } = options;
  return async (input, init) => {
    const request = new Request(input, init);
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) forwardAbort();
    else request.signal.addEventListener('abort', forwardAbort, { once: true });
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const counted = !options.isBackground?.(input);
    if (counted) activity.begin();
    try {
      const send = options.fetch ?? globalThis.fetch;
      return await send(request, { signal: controller.signal });
    } catch (error) {
      if (request.signal.aborted) throw error;
      onNetworkError?.(input, API_ERROR_MESSAGES.network);
      throw new ApiError(0, null, API_ERROR_MESSAGES.network, { cause: error });
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
      if (counted) activity.end();
    }
  };
}
