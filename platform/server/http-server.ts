import http, { type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  API_CSP,
  HttpProblem,
  rawProblemResponse,
  SECURITY_HEADERS,
  targetProblem,
  writeProblem,
} from '@autoparts/service-kit';

export interface ServerTimeouts {
  /** Time for a client to send the request line and headers (slow-header clients). */
  headersTimeoutMs: number;
  /** Time for a client to send the whole request. */
  requestTimeoutMs: number;
  /** How often Node looks for clients past those times. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  checkIntervalMs: 2_000,
};

// What Node's parser and timers refuse before any route runs, as Node itself answers each.
const CLIENT_ERRORS: Record<string, HttpProblem> = {
  HPE_HEADER_OVERFLOW: new HttpProblem(
    431,
    'Request Header Fields Too Large',
    'The request line and headers may have at most 16 kB.',
  ),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: new HttpProblem(
    413,
    'The request body is too large',
    'Chunk extensions are too large.',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: new HttpProblem(
    408,
    'Request Timeout',
    'The request took too long to arrive.',
  ),
};
const MALFORMED = new HttpProblem(400, 'Bad Request', 'The request is not valid HTTP/1.1.');
const CONNECT = new HttpProblem(
  405,
  'Method Not Allowed',
  'This server is not a proxy: CONNECT is not answered.',
);

const PROBLEM_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': API_CSP };

interface ClientSocket extends Duplex {
  // The answer in progress on this connection, if any (Node's own clientError handler checks it).
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * The answer to a request Node's parser refuses (headers over 16 kB, malformed HTTP, too slow) in
 * the error payload instead of Node's bare status line, unless an answer is already under way.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: ClientSocket): void {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const problem = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  socket.end(rawProblemResponse(problem, PROBLEM_HEADERS), () => socket.destroy());
}

/**
 * An HTTP server for the gateway and the mock API: a request whose Host or target cannot make a
 * URL is refused before Express parses its path, clients that send slowly are cut off, and parser
 * refusals and CONNECT (which never reach Express) are answered in the error payload too.
 */
export function createHttpServer(
  app: RequestListener,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // targetProblem answers a missing Host in the error payload instead of Node's bare 400.
      requireHostHeader: false,
    },
    (req, res) => {
      const problem = targetProblem(req);
      if (problem) writeProblem(res, problem, PROBLEM_HEADERS);
      else app(req, res);
    },
  );
  server.on('clientError', answerClientError);
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawProblemResponse(CONNECT, PROBLEM_HEADERS), () => socket.destroy());
  });
  return server;
}
