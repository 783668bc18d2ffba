import { type RatePolicy, scaledLimit, tooManyRequests } from '@autoparts/service-kit';

/**
 * Password hashing runs on libuv's thread pool (argon2's native tasks as scrypt's did): four
 * threads that reading static files and gzip need too. A burst of sign-ins that took them all
 * stalled every page load, so password work runs one at a time and the rest waits in line.
 * Each client waits in a line of its own and turns go round the clients, so a client's burst
 * delays another client's sign-in by one turn, not by the whole burst; a client with a few
 * waiting, or a line longer than about a second of work, has new password work refused with a 429.
 */
export const PASSWORD_LINE = {
  /**
   * Hashes at once. One keeps three pool threads for files, and a core for the event loop on a
   * two-core machine: a second hash at once would only take that core from it.
   */
  running: 1,
  /** Waiting hashes (about 12 ms each) beyond which anyone's new password work is refused. */
  waiting: 64,
  /** Waiting hashes of one client beyond which its new password work is refused. */
  waitingPerClient: 4,
} as const;

const BUSY = {
  limit: PASSWORD_LINE.waiting,
  windowMs: 1000,
  title: 'ERROR_TOO_MANY_REQUESTS',
  detail: 'The server is busy with other sign-ins.',
} satisfies RatePolicy;

/** A fairness cap, not a capacity one: it scales and turns off with the rate limits. */
const CLIENT_BUSY = {
  ...BUSY,
  limit: PASSWORD_LINE.waitingPerClient,
  detail: 'Too many sign-ins from your network are waiting.',
} satisfies RatePolicy;

/** The line of work whose caller names no client. */
const NO_CLIENT = '';

let running = 0;
let waiting = 0;
/** Each client's waiting turns, clients in the order their turns come: one served goes last. */
const lines = new Map<string, (() => void)[]>();

function join(client: string, start: () => void): void {
  const line = lines.get(client);
  if (line) line.push(start);
  else lines.set(client, [start]);
  waiting += 1;
}

/** The next client's first waiting turn, that client moved to the back; undefined when none wait. */
function nextTurn(): (() => void) | undefined {
  const first = lines.entries().next();
  if (first.done) return undefined;
  const [client, line] = first.value;
  lines.delete(client);
  if (line.length > 1) lines.set(client, line);
  waiting -= 1;
  return line.shift();
}

/**
 * Runs `work` when its turn comes. A turn that ends hands its place straight to the next one, so
 * nothing arriving meanwhile slips in ahead of those waiting.
 */
export async function inPasswordLine<T>(
  work: () => Promise<T>,
  client: string = NO_CLIENT,
): Promise<T> {
  if (running < PASSWORD_LINE.running) running += 1;
  else await new Promise<void>((start) => join(client, start));
  try {
    return await work();
  } finally {
    const next = nextTurn();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The 429 for a request that would need password work while the line is full, or while the
 * client (`clientKey(request)`) already has its share waiting; else null.
 */
export function passwordLineFull(client?: string): Response | null {
  if (waiting >= PASSWORD_LINE.waiting) return tooManyRequests(BUSY, 1);
  const perClient = scaledLimit(CLIENT_BUSY);
  const mine = client === undefined ? 0 : (lines.get(client)?.length ?? 0);
  return perClient > 0 && mine >= perClient ? tooManyRequests(CLIENT_BUSY, 1) : null;
}

/** How much password work is running and waiting (for tests). */
export function passwordLineLength(): { running: number; waiting: number } {
  return { running, waiting };
}
