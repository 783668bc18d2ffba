/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaOperations } from '../areas';
import { startGateway } from '../robustness/gateway-process';

// A gateway killed with SIGKILL in the middle of a burst of checkouts, then started again on the
// same embedded databases: every order a client was told about is there exactly once, and every
// checkout retried with its Idempotency-Key answers one order, the same one it was told of.
const CHECKOUTS = 100;

const order = areaOperations.shop!.find(
  (operation) => operation.method === 'POST' && operation.path === '/api/shop/orders',
)!.body!.valid;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'checkout-crash-'));
let gateway: ChildProcess | undefined;
let base: string;

async function start(): Promise<void> {
  const started = await startGateway({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MOCK_RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  gateway = started.child;
  base = `${started.url}/api`;
}

function kill(): Promise<void> {
  const running = gateway!;
  return new Promise((done) => {
    if (running.exitCode !== null) return done();
    running.once('exit', () => done());
    running.kill('SIGKILL');
  });
}

const checkout = (key: string) =>
  fetch(`${base}/shop/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(order),
  }).then(async (response) => ({
    status: response.status,
    order: response.ok ? ((await response.json()) as { id: number; number: string }) : null,
  }));

beforeAll(() => start(), 90_000);
afterAll(async () => {
  await kill();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every order it answered, once, through a SIGKILL mid-burst', async () => {
  const keys = Array.from({ length: CHECKOUTS }, (_, n) => `crash-burst-${n}`);
  const told = new Map<string, string>();
  let killed: Promise<void> | undefined;
  // The process dies as the first answer arrives, with the rest of the burst in flight. When
  // exactly does not matter: what is checked holds whichever checkouts were answered first.
  const killOnce = () => (killed ??= kill());
  const killSoon = setTimeout(killOnce, 5_000);
  await Promise.all(
    keys.map((key) =>
      checkout(key).then(
        (answer) => {
          if (answer.order) told.set(key, answer.order.number);
          void killOnce();
        },
        () => undefined,
      ),
    ),
  );
  clearTimeout(killSoon);
  await killOnce();
  if (process.env.CRASH_FIGURES) console.log(`told ${told.size} of ${CHECKOUTS} before the kill`);

  await start();
  const retried = await Promise.all(keys.map((key) => checkout(key)));
  for (const [n, key] of keys.entries()) {
    const answer = retried[n]!;
    expect([200, 201]).toContain(answer.status);
    if (told.has(key))
      expect(answer).toMatchObject({ status: 200, order: { number: told.get(key) } });
  }
  const numbers = retried.map((answer) => answer.order!.number);
  expect(new Set(numbers).size).toBe(CHECKOUTS);
}, 180_000);
