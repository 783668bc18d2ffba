import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpProblem } from './http-problem';
import { isDecodable } from './url-encoding';

// A DNS name (underscores as in container names) or an IP literal, and an optional port.
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{0,5}))?$/;
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** Whether a URL can be built on `Host` (`a b`, `a|b`, `[`, `:99999` cannot). */
export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && Number(match[1] ?? 0) <= 65535 && URL.canParse(`http://${host}/`);
}

function badTarget(detail: string): HttpProblem {
  return new HttpProblem(400, 'The address is not valid', detail);
}

/**
 * The mock slices see a request as a URL built from Host and the request target
 * (@mswjs/http-middleware does `new URL(req.url, protocol://host)` outside its error handling,
 * so one that cannot be built took the whole process down), and Express's own path parsing
 * gives up on some absolute targets (`http://[/x`). So every request is checked before anything
 * reads its path: a bad or (in HTTP/1.1) missing Host or target is a problem, and an
 * absolute-form target (`GET http://host/x`, which a server must accept) becomes its path, with
 * its authority as the Host.
 */
export function targetProblem(req: IncomingMessage): HttpProblem | undefined {
  const url = req.url ?? '';
  if (ABSOLUTE_FORM.test(url)) {
    const target = URL.canParse(url) ? new URL(url) : undefined;
    if (!target || !/^https?:$/.test(target.protocol) || !isValidHost(target.host)) {
      return badTarget('The request target is not a valid http(s) URL.');
    }
    req.headers.host = target.host;
    req.url = target.pathname + target.search;
  }
  const host = req.headers.host;
  if (host === undefined && req.httpVersion === '1.1') {
    return badTarget('An HTTP/1.1 request must have a Host header.');
  }
  if (host !== undefined && !isValidHost(host)) {
    return badTarget('The Host header is not a valid host name and port.');
  }
  if (!req.url?.startsWith('/')) return badTarget('The request target is not a path.');
  return undefined;
}

export const checkRequestTarget: RequestHandler = (req, _res, next) => next(targetProblem(req));

/** No endpoint has a path with broken percent-encoding: it is a 400, not a slice's problem. */
export const checkPathEncoding: RequestHandler = (req, _res, next) => {
  if (isDecodable(req.path)) return next();
  next(
    badTarget(`${req.path} has broken percent-encoding (a % not followed by a UTF-8 sequence).`),
  );
};
