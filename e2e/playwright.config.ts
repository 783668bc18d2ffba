import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from './chromium.json';

// Not 8080 (`npm start`) nor 3000-3005 (dev servers): the tests get a gateway of their own.
const PORT = Number(process.env.E2E_PORT ?? 8090);
const CI = Boolean(process.env.CI);
// The journeys' customers go to embedded databases of their own, never the developer's .data/, or
// with E2E_DATABASE_URL (CI) to that PostgreSQL database.
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'autoparts-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;

/**
 * Browser tests of the composed production build: `npm test` builds every app first, then this
 * starts the Node gateway (shell, remotes and every mock slice on one origin, no latency).
 */
export default defineConfig({
  outputDir: './artifacts',
  // Journeys through several full page loads take 15-30 s on a busy 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  reporter: CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    screenshot: 'only-on-failure',
    // A trace records every action's page and frames: a third of the suite's time on 2 cores
    // (33 tests: 4.2 min with, 2.9 without). CI keeps only its log, so it runs without one;
    // E2E_TRACE=1 brings it back to debug a failure seen there.
    trace: CI && !process.env.E2E_TRACE ? 'off' : 'retain-on-failure',
    // Debian's Chromium with its flags (chromium.json, which `npm run perf` reads too);
    // Playwright never downloads a browser here.
    launchOptions: chromium,
  },
  // The size check (one 30 s test) first: started last, it ran alone at the end while the other
  // worker idled.
  projects: [
    // `npm run size`: what a first visit of each route downloads, against its budget.
    { name: 'size', testDir: './size', use: { browserName: 'chromium' } },
    { name: 'chromium', testDir: './tests', use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: 'npm run serve -w platform',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/config.json`,
    // Rate limits are tested over HTTP in the slices; dozens of journeys sign in from one address.
    env: { PORT: String(PORT), MOCK_DELAY: '0', MOCK_RATE_LIMIT: '0', DATA_DIR, DATABASE_URL },
    reuseExistingServer: !CI,
    timeout: 60_000,
  },
});
