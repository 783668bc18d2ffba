import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '@autoparts/shared/startup';

/**
 * The federation runtime does its work in few, long pieces of main-thread time; this plugin
 * yields to the browser between its steps, so a tap never waits behind more than one of them.
 *
 * - An area's module: the remote entry runs, the area's shared modules are resolved, then the
 *   module is evaluated (the home blocks start their data request there): ~40 ms on a fast
 *   laptop, four times that on a mid-range phone, in one task. It yields before taking the module
 *   and before evaluating it.
 * - Each shared library: a chunk that needs React, MobX, i18next, shared… resolves every one of
 *   them as it loads (hooks, version ranges, the provider's chunk asked for), all in the task that
 *   asked for the chunk: the shell's start was one 66 ms task here, 0.25-0.45 s under Lighthouse's
 *   4x CPU, its largest. Each library is now resolved in a task of its own.
 */
export default function yieldBetweenStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'autoparts-yield-between-steps',
    beforeLoadShare: async (args) => {
      await yieldToBrowser();
      return args;
    },
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
