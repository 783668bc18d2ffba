import { MessageChannel } from 'node:worker_threads';
import yieldBetweenStepsPlugin from '../yield-between-steps-plugin';
import { yieldToBrowser } from '../../startup/yield-to-browser';

// jsdom has no MessageChannel; a browser always has one.
const pageWithoutScheduler = { MessageChannel } as unknown as typeof globalThis;
beforeAll(() => Object.assign(globalThis, { MessageChannel }));
afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));

/** Whether `promise` settles before the microtasks queued so far (and those they queue) run out. */
async function settlesWithinMicrotasks(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return settled;
}

it("uses the browser's scheduler.yield where there is one", async () => {
  const yielded = jest.fn(() => Promise.resolve());
  await yieldToBrowser({ scheduler: { yield: yielded } } as unknown as typeof globalThis);
  expect(yielded).toHaveBeenCalledTimes(1);
});

it('otherwise resolves in a new task, after a message, not within the current one', async () => {
  const pending = yieldToBrowser(pageWithoutScheduler);
  expect(await settlesWithinMicrotasks(pending)).toBe(false);
  await expect(pending).resolves.toBeUndefined();
});

it('yields before the module is taken and before it is evaluated', async () => {
  const plugin = yieldBetweenStepsPlugin();
  const steps = [plugin.beforeGetExpose, plugin.beforeExecuteFactory] as unknown as (() =>
    Promise<void> | undefined)[];
  for (const step of steps) {
    const pending = step();
    expect(pending).toBeInstanceOf(Promise);
    expect(await settlesWithinMicrotasks(pending!)).toBe(false);
    await pending;
  }
});
