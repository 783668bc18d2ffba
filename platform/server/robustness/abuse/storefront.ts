import http from 'node:http';

export type Method = 'GET' | 'POST' | 'PUT';

/** An answer as a prober reads it: the status, and the error payload's title and detail. */
export interface Answer {
  status: number;
  body: unknown;
  title?: string;
  detail?: string;
}

export interface SendOptions {
  body?: unknown;
  /** A customer's access token (a session of theirs, or a stolen one). */
  token?: string;
  headers?: Record<string, string>;
}

export type Send = (method: Method, path: string, options?: SendOptions) => Promise<Answer>;

function answerOf(status: number, text: string): Answer {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  const payload = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  return {
    status,
    body,
    title: typeof payload.title === 'string' ? payload.title : undefined,
    detail: typeof payload.detail === 'string' ? payload.detail : undefined,
  };
}

/**
 * JSON requests to a storefront from one local address (`from`: which of this machine's
 * addresses the sockets leave from, so the storefront can trust one and not another). Bursts
 * share a few kept-alive sockets, as a bot's would.
 */
export function storefrontSender(url: string, from?: string): { send: Send; close(): void } {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const send: Send = (method, path, { body, token, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        new URL(path, base),
        {
          agent,
          method,
          localAddress: from,
          timeout: 30_000,
          headers: {
            ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve(answerOf(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer`)));
      request.on('error', reject);
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/** `count` requests sent all at once (a burst: none waits for another's answer). */
export function burst(count: number, request: (index: number) => Promise<Answer>) {
  return Promise.all(Array.from({ length: count }, (_, index) => request(index)));
}

/** `count` requests, at most `parallel` of them unanswered at a time, answers in order. */
export async function inTurn(
  count: number,
  parallel: number,
  request: (index: number) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = new Array<Answer>(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) answers[index] = await request(index);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return answers;
}
