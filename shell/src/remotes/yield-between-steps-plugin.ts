import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../startup/yield-to-browser';

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
