import type { ApiErrorPayload } from '@autoparts/shared';

/** The spec's error payload, as every mock slice and the gateway itself answer it. */
export function problemPayload(
  status: number,
  title: string,
  detail = title,
  errors: Record<string, string[]> = {},
): ApiErrorPayload {
  return { status, title, detail, errors };
}
