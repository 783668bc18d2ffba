interface PageScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, letting the browser paint and handle input first. `scheduler.yield()`
 * keeps the work's place ahead of other tasks where the browser has it; a message (not a timer)
 * elsewhere, which a hidden tab does not slow to one per second.
 */
export function yieldToBrowser(page: typeof globalThis = globalThis): Promise<void> {
  const scheduler = (page as { scheduler?: PageScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new page.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
