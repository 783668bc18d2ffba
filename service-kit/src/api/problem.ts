import { HttpResponse } from 'msw';
import type { ApiErrorPayload } from '@autoparts/shared';
import { problemPayload } from './problem-payload';

/** An error answer in the spec's payload `{ status, title, detail, errors }`. */
export function problem(
  status: number,
  title: string,
  detail = title,
  errors: Record<string, string[]> = {},
): HttpResponse<ApiErrorPayload> {
  return HttpResponse.json(problemPayload(status, title, detail, errors), { status });
}

export const badRequest = (title: string, detail?: string, errors?: Record<string, string[]>) =>
  problem(400, title, detail, errors);

export const notFound = (title = 'Not Found', detail?: string) => problem(404, title, detail);

export const unauthorized = (detail = 'Sign in to continue.') =>
  problem(401, 'Unauthorized', detail);
