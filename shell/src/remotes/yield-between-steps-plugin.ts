import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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

/**
 * An area's module arrives in one piece of main-thread work: the remote entry runs, the area's
 * shared modules are resolved, then the module itself is evaluated (the home blocks start their
 * data request there) — ~40 ms on a fast laptop, four times that on a mid-range phone, in one
 * task the shopper's taps wait behind. Yielding before taking the module and before evaluating
 * it cuts that into three shorter tasks; the module comes no later than the next frame.
 */
export default function yieldBetweenStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'autoparts-yield-between-steps',
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
