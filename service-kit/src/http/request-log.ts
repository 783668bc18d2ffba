import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A request id the gateway passes on is kept if it looks like one; anything else is replaced.
const REQUEST_ID = /^[\w.-]{8,128}$/;

/** The service's logger: JSON lines on stdout, `LOG_LEVEL` (silent in jest unless set). */
export function createLogger(area: string, env: NodeJS.ProcessEnv = process.env): Logger {
  const level = env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: { service: area } });
}

export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * One structured line per request (method, path, status, time, request id), the id echoed in
 * the answer so a customer's report can be found in every service's log.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Bodies and headers stay out of the log: they carry passwords and bearer tokens.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
}
