import { tooManyRequests } from '@autoparts/service-kit';

/**
 * scrypt runs on libuv's thread pool, four threads that reading static files and gzip need too:
 * a burst of sign-ins (20 from one client's allowance at once, or one each from many clients)
 * that took them all stalled every page load for seconds. So password work runs one at a time
 * and the rest waits in line; a line longer than a few seconds of work turns new sign-ins away
 * with a 429 before they join it.
 */
export const PASSWORD_LINE = {
  /** Derivations at once: one keeps three threads for files whatever the load. */
  running: 1,
  /** Waiting derivations (about 50 ms each) beyond which new password work is refused. */
  waiting: 64,
} as const;

const BUSY = {
  limit: PASSWORD_LINE.waiting,
  windowMs: 1000,
  title: 'ERROR_TOO_MANY_REQUESTS',
  detail: 'The server is busy with other sign-ins.',
};

let running = 0;
const line: (() => void)[] = [];

/** Runs `work` when its turn comes; what is waiting starts as soon as a turn ends. */
export async function inPasswordLine<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_LINE.running) {
    await new Promise<void>((start) => line.push(start));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    line.shift()?.();
  }
}

/** The 429 for a request that would need password work while the line is full, else null. */
export function passwordLineFull(): Response | null {
  return line.length >= PASSWORD_LINE.waiting ? tooManyRequests(BUSY, 1) : null;
}

/** How much password work is running and waiting (for tests). */
export function passwordLineLength(): { running: number; waiting: number } {
  return { running, waiting: line.length };
}
