/**
 * `npm run bench:services`: p50/p95 of sign-in, add-address and place-order with 20 clients at
 * once, over HTTP against every area's service in one process, as `npm start` runs them: on
 * embedded PGlite folders (a temporary DATA_DIR), or with DATABASE_URL on that PostgreSQL server.
 * A benchmark, not a test: it prints figures and fails only when a request fails.
 *   --clients 20 --rounds 10
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createApiRouter } from '@autoparts/service-kit';
import { routeToOwners } from '../api-owners';
import { areaOperations, createAreaServices } from '../areas';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index < 0 ? fallback : Number(args[index + 1]);
};
const CLIENTS = option('clients', 20);
const ROUNDS = option('rounds', 10);

process.env.MOCK_DELAY = '0';
process.env.MOCK_RATE_LIMIT = '0';
process.env.LOG_LEVEL ??= 'silent';
const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-'));
if (dataDir) process.env.DATA_DIR = dataDir;

function sample(area: string, method: string, pathname: string): unknown {
  const operation = areaOperations[area]!.find(
    (op) => op.method === method && op.path === pathname,
  );
  if (!operation?.body) throw new Error(`no sample body for ${method} ${pathname}`);
  return operation.body.valid;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const areas = createAreaServices();
  await areas.warmUp();
  const app = express().use(routeToOwners(areas.services), createApiRouter({ handlers: [] }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const times: Record<string, number[]> = { 'sign-in': [], 'add-address': [], 'place-order': [] };

  async function timed(name: string, pathname: string, body: unknown, headers = {}) {
    const started = performance.now();
    const response = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    times[name]!.push(performance.now() - started);
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  const address = sample('account', 'POST', '/api/account/addresses');
  const order = sample('shop', 'POST', '/api/shop/orders');
  async function client(n: number): Promise<void> {
    const email = `bench-${n}@example.com`;
    await timed('sign-in', '/Authentication/Register', {
      firstName: 'Bench',
      lastName: `Client ${n}`,
      email,
      password: 'bench-password',
    });
    times['sign-in']!.length -= 1; // the sign-up is not a sign-in
    for (let round = 0; round < ROUNDS; round++) {
      const login = await timed('sign-in', '/Authentication/Login', {
        account: email,
        password: 'bench-password',
        countryCode: 'US',
      });
      const { token } = login.tokenResponse as { token: string };
      const bearer = { authorization: `Bearer ${token}` };
      if (round < 5) await timed('add-address', '/account/addresses', address, bearer);
      await timed('place-order', '/shop/orders', order, {
        ...bearer,
        'idempotency-key': `bench-${n}-${round}`,
      });
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${CLIENTS} clients at once on ${engine}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const [name, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(12)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    );
  }
  server.close();
  await areas.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
