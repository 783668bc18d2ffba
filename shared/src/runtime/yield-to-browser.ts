interface PageScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, letting the browser paint and handle input first. `scheduler.yield()`
 * keeps the work's place ahead of other tasks where the browser has it; a message (not a timer)
 * elsewhere, which a hidden tab does not slow to one per second; a timer where there is neither
 * (jsdom, in the areas' unit tests, which evaluate modules that yield).
 */
export function yieldToBrowser(page: typeof globalThis = globalThis): Promise<void> {
  const scheduler = (page as { scheduler?: PageScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof page.MessageChannel !== 'function') {
    return new Promise((resolve) => page.setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const channel = new page.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
