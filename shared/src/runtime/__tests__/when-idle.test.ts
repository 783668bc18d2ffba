import { whenIdle } from '../when-idle';

/** A page whose idle moments come when the test says; timers are jest's fake ones. */
function page({ idle = true } = {}) {
  const idleCallbacks = new Map<number, { task: () => void; timeout?: number }>();
  let next = 1;
  const win = {
    setTimeout,
    clearTimeout,
    ...(idle && {
      requestIdleCallback: (task: () => void, options?: { timeout?: number }) => {
        idleCallbacks.set(next, { task, timeout: options?.timeout });
        return next++;
      },
      cancelIdleCallback: (id: number) => idleCallbacks.delete(id),
    }),
  } as unknown as Window;
  const runIdle = () => [...idleCallbacks.values()].forEach(({ task }) => task());
  return { win, runIdle, idleCallbacks };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs the task in an idle moment, not before, with the latest moment as its timeout', () => {
  const { win, runIdle, idleCallbacks } = page();
  const task = jest.fn();
  whenIdle(task, { timeout: 1500 }, win);
  jest.runAllTimers();
  expect(task).not.toHaveBeenCalled();
  expect([...idleCallbacks.values()][0]?.timeout).toBe(1500);
  runIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

it('cancels the idle callback', () => {
  const { win, runIdle } = page();
  const task = jest.fn();
  whenIdle(task, {}, win)();
  runIdle();
  expect(task).not.toHaveBeenCalled();
});

describe('where the browser has no idle callback', () => {
  it('runs the task after the fallback delay', () => {
    const task = jest.fn();
    whenIdle(task, { fallbackDelay: 300 }, page({ idle: false }).win);
    jest.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels the timer', () => {
    const task = jest.fn();
    whenIdle(task, {}, page({ idle: false }).win)();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
