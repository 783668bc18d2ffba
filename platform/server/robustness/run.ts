/**
 * The robustness suite from the command line: malformed raw requests against a gateway, then the
 * count tried and the count of 5xx and crashes (exit 1 unless every case was answered as expected).
 *   npx tsx platform/server/robustness/run.ts                         starts the built gateway
 *   npx tsx platform/server/robustness/run.ts --url http://host:8080  uses a running one
 * The unit tests run the same suite with short timeouts (platform/server/__tests__/robustness.test.ts).
 */
import { API_BODY_LIMITS } from '@autoparts/service-kit';
import { SERVER_TIMEOUTS } from '../http-server';
import { startGateway } from './gateway-process';
import { describeResult, formatReport, runSuite } from './suite';

async function main(): Promise<number> {
  const urlFlag = process.argv.indexOf('--url');
  const started = urlFlag < 0 ? await startGateway() : undefined;
  let exited = false;
  started?.child.once('exit', () => (exited = true));
  const url = new URL(started?.url ?? process.argv[urlFlag + 1] ?? '');

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
  return report.serverErrors === 0 && report.crashes === 0 && report.failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
