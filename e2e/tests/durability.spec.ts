import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { area, expectAreaLoaded } from './support/areas';
import { registerCustomer, signInFromHeader } from './support/account';

// What a customer tells the shop outlives the process that was told: a gateway of its own, on
// embedded databases in a folder of its own (as `npm start` runs), is killed with SIGKILL after a
// sign-up and an address, started again on the same folder, and the customer signs in and finds
// the address. The suite's own gateway is never restarted.
const ROOT = path.resolve(__dirname, '../..');

let dataDir: string;
let gateway: ChildProcess | undefined;
// Beside the suite's gateway (E2E_PORT, 8090): only this file starts one there.
const port = Number(process.env.E2E_PORT ?? 8090) + 7;

async function startGateway(): Promise<void> {
  // Node itself runs the gateway (tsx as a loader): SIGKILL must reach the server, not a wrapper.
  gateway = spawn(process.execPath, ['--import', 'tsx', 'platform/server/gateway.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RELEASES_DIR: path.join(dataDir, 'releases'),
      MOCK_DELAY: '0',
      MOCK_RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/config.json`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
}

function killGateway(): Promise<void> {
  const running = gateway;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    running.once('exit', () => done());
    running.kill('SIGKILL');
  });
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-e2e-'));
  await startGateway();
});

test.afterAll(async () => {
  await killGateway();
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

test.use({ baseURL: `http://127.0.0.1:${port}` });

test('a sign-up and its address survive the gateway killed and started again', async ({
  page,
}, testInfo) => {
  test.slow();
  const customer = await registerCustomer(page, 'durable');
  const saved = await page.evaluate(async () => {
    const response = await fetch('/api/account/addresses', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        firstName: 'Dora',
        lastName: 'Durable',
        company: '',
        country: 'DE',
        address1: 'Beständige Straße 7',
        address2: '',
        city: 'Leipzig',
        state: '',
        postcode: '04109',
        email: 'dora@example.com',
        phone: '+49 341 123456',
        default: true,
      }),
    });
    return response.status;
  });
  expect(saved).toBe(201);

  await killGateway();
  await startGateway();

  // A new visitor's browser: nothing kept in storage, the account only in the database.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await signInFromHeader(page, customer);
  await page.goto('/account/addresses');
  await expectAreaLoaded(page, 'account');
  await expect(area(page, 'account').getByText('Beständige Straße 7')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('addresses-after-restart.png') });
});
