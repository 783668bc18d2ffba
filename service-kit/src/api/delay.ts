import { delay } from 'msw';

function delayDisabled(): boolean {
  return typeof process !== 'undefined' && process.env.MOCK_DELAY === '0';
}

/**
 * The development backend's simulated latency (spec §9: 350-1000 ms, 750 ms for vehicle lists).
 * `MOCK_DELAY=0` turns it off for tests and benchmarks.
 */
export async function simulateLatency(min = 350, max = 1000): Promise<void> {
  if (delayDisabled()) return;
  await delay(min + Math.round(Math.random() * (max - min)));
}
