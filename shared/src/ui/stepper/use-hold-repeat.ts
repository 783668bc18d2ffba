import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Spec §9: a held stepper button repeats after 300 ms, then every 50 ms. */
export const HOLD_DELAY_MS = 300;
export const HOLD_INTERVAL_MS = 50;

interface HoldTimers {
  delay?: ReturnType<typeof setTimeout>;
  repeat?: ReturnType<typeof setInterval>;
}

/**
 * Runs an action once when a button is pressed and keeps repeating it while the button is held.
 * The action answers false when it can go no further (a bound is reached), which ends the repeat.
 * `action` may change between renders; the repeat always calls the latest one.
 */
export function useHoldRepeat(action: () => boolean): { start: () => void; stop: () => void } {
  const actionRef = useRef(action);
  useLayoutEffect(() => {
    actionRef.current = action;
  });
  const timers = useRef<HoldTimers>({});

  const stop = useCallback(() => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);

  const start = useCallback(() => {
    stop();
    if (!actionRef.current()) return;
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => {
        if (!actionRef.current()) stop();
      }, HOLD_INTERVAL_MS);
    }, HOLD_DELAY_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { start, stop };
}
