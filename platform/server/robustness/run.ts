/**
 * The robustness suite from the command line: malformed raw requests against a gateway, then the
 * count tried and the count of 5xx and crashes; then the abuse report (abuse/run-abuse.ts):
 * lockout, enumeration, takeover, floods and spoofed address headers against the rate limits,
 * attempts and how many got through per kind. Exit 1 unless every case was answered as expected
 * and nothing got through.
 *   npx tsx platform/server/robustness/run.ts                         starts the built gateway
 *   npx tsx platform/server/robustness/run.ts --url http://host:8080  uses a running one, whose
 *     TRUSTED_PROXIES must take this machine's X-Forwarded-For (npm start's default, loopback)
 *   --untrusted-url http://host:8081  with --url: a gateway that does not trust this machine,
 *     for the abuse report's spoofed headers (skipped without one)
 *   --only fuzz | --only abuse                                        one of the two
 * The unit tests run the same suite with short timeouts (platform/server/__tests__/robustness.test.ts)
 * and the abuse report (platform/server/__tests__/abuse.test.ts).
 */
import { API_BODY_LIMITS } from '@autoparts/service-kit';
import { SERVER_TIMEOUTS } from '../http-server';
import { startAbuseStorefront } from './abuse/abuse-storefront';
import { abuseReportClean, formatAbuseReport } from './abuse/report';
import { runAbuse } from './abuse/run-abuse';
import { startGateway } from './gateway-process';
import { describeResult, formatReport, runSuite } from './suite';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

/** The malformed requests: whether each was answered as expected and the gateway stayed up. */
async function fuzz(running: string | undefined): Promise<boolean> {
  const started = running === undefined ? await startGateway() : undefined;
  let exited = false;
  started?.child.once('exit', () => (exited = true));
  const url = new URL(started?.url ?? running ?? '');

  const report = await runSuite(
    { host: url.hostname, port: Number(url.port) || 80 },
    {
      host: url.host,
      getEndpoint: '/api/account/countries',
      postEndpoint: '/api/Authentication/Login',
      maxBodyBytes: API_BODY_LIMITS.maxBytes,
      bodyTimeoutMs: API_BODY_LIMITS.timeoutMs,
      headersTimeoutMs: SERVER_TIMEOUTS.headersTimeoutMs + SERVER_TIMEOUTS.checkIntervalMs,
    },
    { onResult: (result) => process.stdout.write(`${describeResult(result)}\n`) },
  );
  if (exited) report.crashes = Math.max(report.crashes, 1);
  started?.child.kill('SIGTERM');
  console.log(`\n${formatReport(report)}`);
  return report.serverErrors === 0 && report.crashes === 0 && report.failures.length === 0;
}

/** The abuse report, on a gateway of its own unless one is named: whether nothing got through. */
async function abuse(running: string | undefined, untrusted: string | undefined): Promise<boolean> {
  const own = running === undefined ? await startAbuseStorefront() : undefined;
  try {
    const target = own?.target ?? {
      url: running ?? '',
      untrusted: untrusted === undefined ? undefined : { url: untrusted },
    };
    const report = await runAbuse(target, {
      onProbe: (probe) => console.log(`abuse: ${probe.kind}: ${probe.name} done`),
    });
    console.log(`\n${formatAbuseReport(report)}`);
    return abuseReportClean(report);
  } finally {
    await own?.stop();
  }
}

async function main(): Promise<number> {
  const url = option('--url');
  const only = option('--only');
  const fuzzed = only === 'abuse' || (await fuzz(url));
  const abused = only === 'fuzz' || (await abuse(url, option('--untrusted-url')));
  return fuzzed && abused ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
