import net, { type Socket } from 'node:net';

/** What a raw request writes, in order: bytes, a pause (a slow client), or one chunk many times. */
export type Part = string | Buffer | { pause: number } | { repeat: string | Buffer; times: number };

export interface Target {
  host: string;
  port: number;
}

export interface RawAnswer {
  /** The final (non-1xx) status, or undefined when the connection closed without one. */
  status?: number;
  headers: Record<string, string>;
  body: string;
  /** Why there is no status: a timeout or a socket error. */
  error?: string;
}

const HEADER_END = '\r\n\r\n';
const INTERIM_ONLY = /^(?:HTTP\/1\.[01] 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+$/;

interface Parsed {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A complete answer in the bytes so far (interim 1xx answers skipped), or undefined. */
function parseAnswer(data: Buffer, method: string): Parsed | undefined {
  let text = data.toString('latin1');
  for (;;) {
    const end = text.indexOf(HEADER_END);
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const rest = text.slice(end + HEADER_END.length);
    if (status >= 100 && status < 200) {
      text = rest;
      continue;
    }
    if (method === 'HEAD' || status === 204 || status === 304) return { status, headers, body: '' };
    const length = headers['content-length'];
    if (length !== undefined) {
      const bytes = Buffer.from(rest, 'latin1');
      return bytes.length >= Number(length)
        ? { status, headers, body: bytes.subarray(0, Number(length)).toString('utf8') }
        : undefined;
    }
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      return rest.endsWith('0\r\n\r\n') ? { status, headers, body: unchunk(rest) } : undefined;
    }
    return undefined; // read until the server closes
  }
}

function unchunk(text: string): string {
  let body = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return Buffer.from(body, 'latin1').toString('utf8');
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function drained(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.on('drain', done).on('close', done);
  });
}

/**
 * Writes a request byte for byte, as no HTTP client library would, and reads the answer. Writing
 * stops as soon as the server answers (a refused 100 MB body is not sent in full).
 */
export function sendRaw(
  target: Target,
  parts: readonly Part[],
  timeoutMs: number,
): Promise<RawAnswer> {
  const first = parts.find((part) => typeof part === 'string' || Buffer.isBuffer(part));
  const method = first ? (String(first).split(' ', 1)[0] ?? '') : '';
  return new Promise((resolve) => {
    const socket = net.connect(target.port, target.host);
    let received = Buffer.alloc(0);
    let settled = false;
    let endPause: (() => void) | undefined;
    const finish = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      // A server that answers mid-pause (a 408 to a slow client) must not leave the pause's
      // timer holding the process (a jest worker, the robustness CLI) after the exchange.
      endPause?.();
      resolve(answer);
    };
    const fromBytes = (error?: string): RawAnswer => {
      const end = received.indexOf(HEADER_END);
      const parsed = parseAnswer(received, method);
      if (parsed) return parsed;
      // Closed by the server: whatever arrived is the answer.
      const head = received.toString('latin1', 0, end < 0 ? undefined : end);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]) || undefined;
      const body = end < 0 ? '' : received.subarray(end + HEADER_END.length).toString('utf8');
      return status ? { status, headers: {}, body } : { headers: {}, body: '', error };
    };
    const timer = setTimeout(() => finish(fromBytes('timeout')), timeoutMs);
    // Writing stops once a final answer begins (a `100 Continue` alone is not one).
    const answering = () =>
      socket.destroyed || (received.length > 0 && !INTERIM_ONLY.test(received.toString('latin1')));

    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseAnswer(received, method);
      if (parsed) finish(parsed);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish(fromBytes(error.code ?? 'error')));
    socket.on('close', () => finish(fromBytes('closed without an answer')));
    socket.on('connect', () => {
      void (async () => {
        for (const part of parts) {
          if (answering()) return;
          if (typeof part === 'object' && 'pause' in part) {
            await new Promise<void>((wait) => {
              const pause = setTimeout(wait, part.pause);
              endPause = () => {
                clearTimeout(pause);
                wait();
              };
            });
            continue;
          }
          const [bytes, times] =
            typeof part === 'object' && 'repeat' in part ? [part.repeat, part.times] : [part, 1];
          for (let i = 0; i < times && !answering(); i++) {
            if (!socket.write(bytes)) await drained(socket);
          }
        }
      })();
    });
  });
}
