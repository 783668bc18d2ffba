/** Spec §9: a press that moves more than 15 px or lasts longer than 250 ms is a drag, not a click. */
export const DRAG_GUARD_DISTANCE_PX = 15;
export const DRAG_GUARD_TIME_MS = 250;

export interface PressPoint {
  x: number;
  y: number;
  time: number;
}

/** Whether a press from `start` to `end` was a click (true) or the end of a carousel drag. */
export function isTap(start: PressPoint | null, end: PressPoint): boolean {
  // A click with no press before it comes from the keyboard: always a click.
  if (!start) return true;
  const distance = Math.hypot(end.x - start.x, end.y - start.y);
  return distance <= DRAG_GUARD_DISTANCE_PX && end.time - start.time <= DRAG_GUARD_TIME_MS;
}

/**
 * Pointer handlers that tell a click from a drag: `onPointerDown` remembers the press, and
 * `wasTap(event)` answers for the click that follows it.
 */
export function createTapGuard() {
  let start: PressPoint | null = null;
  return {
    onPointerDown(event: { clientX: number; clientY: number; timeStamp: number }) {
      start = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    },
    wasTap(event: { clientX: number; clientY: number; timeStamp: number; detail: number }) {
      const press = event.detail === 0 ? null : start;
      start = null;
      return isTap(press, { x: event.clientX, y: event.clientY, time: event.timeStamp });
    },
  };
}
