// `npm run perf`: Lighthouse 12 (mobile, its default simulated throttling) on the built storefront
// with Debian's Chromium, three runs per page, the median by performance score printed as a table.
// A benchmark, not a test: times move with the machine. Build first (`npm run build`).
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import chromium from '../chromium.json' with { type: 'json' };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.PERF_PORT ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
// Debian's Chromium with the browser tests' flags, headless as Lighthouse's launcher wants it.
const CHROME_PATH = process.env.CHROME_PATH ?? chromium.executablePath;
const CHROME_FLAGS = ['--headless=new', ...chromium.args];

/** One Lighthouse run through its CLI, which starts and stops Chromium itself. */
async function audit(url) {
  const { stdout } = await promisify(execFile)(
    'lighthouse',
    [url, '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

async function firstProductPath() {
  const list = await (await fetch(`${BASE}/api/shop/products?limit=1`)).json();
  return `/shop/products/${list.items[0].slug}`;
}

async function answering() {
  try {
    return (await fetch(`${BASE}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function waitForServer(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    if (await answering()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the storefront did not start on ${BASE}`);
}

function startGateway() {
  const server = spawn('npm', ['run', 'serve', '-w', 'shell'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), MOCK_DELAY: '0', MOCK_RATE_LIMIT: '0' },
    stdio: 'ignore',
    detached: true,
  });
  return () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // It had exited on its own (a failed start), which waitForServer reported.
    }
  };
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/** `PERF_PAGES=home,product` measures only those. */
const ONLY = process.env.PERF_PAGES?.split(',');

async function main() {
  // Another server on the port would be measured instead of this build, unnoticed.
  if (await answering()) throw new Error(`${BASE} is taken: stop that server or set PERF_PORT`);
  const stop = startGateway();
  try {
    await waitForServer();
    const pages = [
      ['home', '/'],
      ['category', '/shop/category/brakes/products'],
      ['product', await firstProductPath()],
    ];
    const rows = [];
    const benchmarks = [];
    for (const [name, address] of pages.filter(([name]) => !ONLY || ONLY.includes(name))) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(summary(await audit(`${BASE}${address}`)));
      }
      benchmarks.push(...runs.map((r) => r.benchmarkIndex));
      const m = median(runs);
      rows.push(
        `| ${name} | ${m.performance} | ${(m.lcp / 1000).toFixed(1)} s | ${Math.round(m.tbt)} ms | ` +
          `${m.cls.toFixed(3)} | ${(m.js / 1000).toFixed(0)} kB | ${m.accessibility} | ` +
          `${m.bestPractices} | ${m.seo} |`,
      );
      console.error(`${name}: ${runs.map((r) => r.performance).join(', ')}`);
    }
    console.log(
      [
        `Lighthouse 12 mobile, median of ${RUNS} runs (${new Date().toISOString().slice(0, 10)}):`,
        '',
        '| page | performance | LCP | TBT | CLS | JS transferred | accessibility | best practices | SEO |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        // How fast the machine was: Lighthouse slows its CPU 4x whatever the machine, so the
        // blocking time (and the score) of one build moves with this index from run to run.
        `Lighthouse's CPU benchmark index during these runs: ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}.`,
      ].join('\n'),
    );
  } finally {
    stop();
  }
}

await main();
