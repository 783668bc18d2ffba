import { yieldToBrowser } from '../yield-to-browser';
import {
  lendMessageChannel,
  pageWithoutScheduler,
  settlesWithinMicrotasks,
} from '../../testing/macrotasks';

lendMessageChannel();

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

it('falls back to a timer where there is no MessageChannel either (jsdom)', async () => {
  const setTimeout = jest.fn((resolve: () => void) => resolve());
  await yieldToBrowser({ setTimeout } as unknown as typeof globalThis);
  expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
});
