import type { ApiErrorPayload } from '../types';

/** i18n keys of the toasts for failures that carry no server title (spec §8). */
export const API_ERROR_MESSAGES = {
  default: 'ERROR_API_DEFAULT',
  network: 'ERROR_API_NETWORK',
} as const;

/**
 * What every failed call of the HTTP client rejects with. `message` is the server's title when
 * the body is the spec's error payload, else one of API_ERROR_MESSAGES (an i18n key); `status`
 * is 0 when no answer came (network failure, timeout).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly payload: ApiErrorPayload | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function isApiErrorPayload(value: unknown): value is ApiErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { status, title } = value as Record<string, unknown>;
  return typeof status === 'number' && typeof title === 'string' && title.trim() !== '';
}

/** Reads an error answer without trusting it: any body that is not the spec's payload gives null. */
export async function readErrorPayload(response: Response): Promise<ApiErrorPayload | null> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (!isApiErrorPayload(body)) return null;
    const { detail, errors } = body as Partial<ApiErrorPayload>;
    return {
      status: body.status,
      title: body.title,
      detail: typeof detail === 'string' ? detail : '',
      errors: typeof errors === 'object' && errors !== null ? errors : {},
    };
  } catch {
    return null;
  }
}

export async function apiErrorFromResponse(response: Response, cause?: unknown): Promise<ApiError> {
  const payload = await readErrorPayload(response);
  return new ApiError(response.status, payload, payload?.title ?? API_ERROR_MESSAGES.default, {
    cause,
  });
}
