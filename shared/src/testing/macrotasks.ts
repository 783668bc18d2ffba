import { MessageChannel } from 'node:worker_threads';

/** jsdom has no MessageChannel, which a browser always has: lends Node's to a suite. */
export function lendMessageChannel(): void {
  beforeAll(() => Object.assign(globalThis, { MessageChannel }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));
}

/** A page without `scheduler.yield`, where yielding falls back to a message. */
export const pageWithoutScheduler = { MessageChannel } as unknown as typeof globalThis;

/** Whether `promise` settles before the microtasks queued so far (and those they queue) run out. */
export async function settlesWithinMicrotasks(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return settled;
}
