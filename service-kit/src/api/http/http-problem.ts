import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Response } from 'express';
import { problemPayload } from '../problem-payload';
import { isBackendUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

/** An answer the gateway gives itself before a request reaches a slice (400, 405, 408, 413...). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail = title,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${title}`);
  }
}

export function sendProblem(res: Response, problem: HttpProblem): void {
  res
    .set(problem.headers)
    .status(problem.status)
    .json(problemPayload(problem.status, problem.title, problem.detail));
}

function problemBody(problem: HttpProblem): string {
  return JSON.stringify(problemPayload(problem.status, problem.title, problem.detail));
}

/** The same answer from a plain Node response, before Express has seen the request. */
export function writeProblem(
  res: ServerResponse,
  problem: HttpProblem,
  headers: Record<string, string>,
): void {
  const body = problemBody(problem);
  res.writeHead(problem.status, {
    ...headers,
    ...problem.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * The same answer as raw HTTP/1.1, for the server's `clientError` and `connect` events, which
 * have no response object to write to; the connection closes after it.
 */
export function rawProblemResponse(problem: HttpProblem, headers: Record<string, string>): string {
  const body = problemBody(problem);
  const lines = Object.entries({
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The API's last resort: a problem the gateway raised keeps its status, an error with a 4xx
 * status (Express's own 400 for a parameter that does not decode) keeps it too, a database that
 * cannot be reached is a 503 with Retry-After, anything else is a 500; always the error payload,
 * never Express's HTML page.
 */
export const problemErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof HttpProblem) return sendProblem(res, error);
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendProblem(res, new HttpProblem(status, STATUS_CODES[status] ?? 'Bad Request'));
  }
  if (isBackendUnavailable(error)) {
    console.error(`[api] ${req.method} ${req.originalUrl}: database unavailable`, String(error));
    return sendProblem(
      res,
      new HttpProblem(
        503,
        'Service Unavailable',
        'The service cannot reach its database right now. Try again in a few seconds.',
        { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      ),
    );
  }
  console.error(`[api] ${req.method} ${req.originalUrl} failed`, error);
  sendProblem(
    res,
    new HttpProblem(500, 'Internal Server Error', 'The service failed on this request.'),
  );
};
