import type { Request, RequestHandler } from 'express';
import { HttpProblem } from './http-problem';

export interface BodyLimits {
  /** Bytes a request body may have; a longer one is a 413 as soon as it is known. */
  maxBytes: number;
  /** Time the whole body may take to arrive; a slower one is a 408. */
  timeoutMs: number;
  /** Nesting of a JSON body: deeper ones would overflow the stack when re-serialised. */
  maxDepth: number;
}

export const API_BODY_LIMITS: BodyLimits = { maxBytes: 64 * 1024, timeoutMs: 15_000, maxDepth: 64 };

// A client too slow to send its body is not waited for again.
const CLOSE = { Connection: 'close' };

// After a 413 the rest of the body is read and dropped for a while, so the client, still
// sending, reads the answer instead of a reset connection (nginx's lingering close); then cut.
const LINGER = { ms: 5_000, bytes: 16 * 1024 * 1024 };

function tooLarge(limits: BodyLimits): HttpProblem {
  return new HttpProblem(
    413,
    'The request body is too large',
    `A request body may have at most ${limits.maxBytes} bytes.`,
  );
}

function discardRest(req: Request): void {
  let dropped = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, LINGER.ms);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER.bytes) cut();
  });
  req.once('end', () => clearTimeout(timer));
  req.socket.once('close', () => clearTimeout(timer));
}

const notJson = () =>
  new HttpProblem(400, 'The request body is not valid JSON.', 'Send a JSON object.');

/** The deepest nesting of arrays and objects in a JSON text (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

// The test @mswjs/http-middleware makes to send `req.body` re-serialised as JSON.
const isJson = (req: Request) => req.get('content-type')?.includes('json') ?? false;

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function toBody(req: Request, raw: Buffer, limits: BodyLimits): unknown {
  if (raw.length === 0) return undefined;
  if (!isJson(req)) return raw;
  const text = raw.toString('utf8');
  if (jsonDepth(text) > limits.maxDepth) {
    throw new HttpProblem(
      400,
      'The request body is nested too deeply',
      `A JSON body may nest arrays and objects at most ${limits.maxDepth} deep.`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson();
  }
}

/**
 * Reads an API request's body before any slice sees it: at most `maxBytes` are ever held (a
 * declared Content-Length over the limit is refused unread, a chunked body as soon as it passes
 * the limit) and a body still arriving after `timeoutMs` is refused. The bytes are then handed
 * on as `req.body` (parsed when the type is JSON), the way @mswjs/http-middleware takes a
 * body-parser's result, instead of it streaming an unbounded body into the handler.
 */
export function readBody(limits: BodyLimits = API_BODY_LIMITS): RequestHandler {
  return (req, _res, next) => {
    if (Number(req.headers['content-length']) > limits.maxBytes) {
      discardRest(req);
      return next(tooLarge(limits));
    }
    if (!hasBody(req)) return next();

    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (problem?: HttpProblem) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort);
      if (problem?.status === 413) discardRest(req);
      else if (problem) req.pause();
      if (problem) return next(problem);
      try {
        req.body = toBody(req, Buffer.concat(chunks), limits);
      } catch (error) {
        return next(error);
      }
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) return finish(tooLarge(limits));
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onAbort = () =>
      finish(new HttpProblem(400, 'The request body was cut off', undefined, CLOSE));
    const timer = setTimeout(
      () =>
        finish(
          new HttpProblem(
            408,
            'The request body took too long',
            `A request body must arrive within ${limits.timeoutMs / 1000} s.`,
            CLOSE,
          ),
        ),
      limits.timeoutMs,
    );
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('aborted', onAbort);
  };
}
