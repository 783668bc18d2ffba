/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { rmSync } from 'node:fs';
import type { OpenApiDocument } from '@autoparts/service-kit/openapi';
import { apiDocumentPath } from '../api-documents';
import { areaNames } from '../areas';
import { createGateway } from '../gateway-app';
import type { ServerTimeouts } from '../http-server';
import { documentedOperations } from '../robustness/documented-operations';
import { describeResult, formatReport, runSuite } from '../robustness/suite';
import {
  fakeRoot,
  MINIMAL_BUILD,
  startServer,
  testAreaServices,
  type RunningServer,
} from './test-server';

// The robustness suite of `npm test`: every malformed request of robustness/cases.ts, the schema
// fuzz of every operation of the OpenAPI documents the services publish included, against the
// gateway with every area's real slice (no build needed: a stand-in page), timeouts shortened so
// the slow clients take a second.
// `npx tsx platform/server/robustness/run.ts` runs it on the real one.
const bodyLimits = { maxBytes: 64 * 1024, timeoutMs: 400, maxDepth: 64 };
const timeouts: ServerTimeouts = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 5_000,
  checkIntervalMs: 100,
};

const root = fakeRoot(MINIMAL_BUILD);
let gateway: RunningServer;
const areas = testAreaServices({ bodyLimits });

beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  // The databases opened and seeded first, as the gateway does before it listens: the suite's
  // short client timeouts would otherwise count a busy machine's start-up against the API.
  await areas.warmUp();
  gateway = await startServer(
    createGateway({ root, env: {}, api: { services: areas.services, bodyLimits } }),
    timeouts,
  );
}, 60_000);
afterAll(async () => {
  await gateway.close();
  await areas.close();
  rmSync(root, { recursive: true, force: true });
});

it('answers every malformed request with a 4xx in the error payload and stays up', async () => {
  const report = await runSuite(
    { host: '127.0.0.1', port: gateway.port },
    {
      host: `127.0.0.1:${gateway.port}`,
      getEndpoint: '/api/account/countries',
      postEndpoint: '/api/Authentication/Login',
      maxBodyBytes: bodyLimits.maxBytes,
      bodyTimeoutMs: bodyLimits.timeoutMs,
      headersTimeoutMs: timeouts.headersTimeoutMs + timeouts.checkIntervalMs,
    },
  );
  console.log(formatReport(report));
  // As many as the hand-kept operation lists gave (1 659) before the fuzz read the documents.
  expect(report.tried).toBeGreaterThanOrEqual(1659);
  expect(report.failures.map(describeResult)).toEqual([]);
  expect(report.serverErrors).toBe(0);
  expect(report.crashes).toBe(0);
  // The fuzz signed in as the seeded customer: each valid request sent with its bearer got past
  // sign-in (a 401 would mean the customer's operations never reached their schemas).
  const signedOut = report.results.filter(
    ({ case: item, answer }) =>
      item.name.endsWith(': the valid request') &&
      String(item.parts[0]).includes('Authorization: Bearer ') &&
      answer.status === 401,
  );
  expect(signedOut.map(describeResult)).toEqual([]);
  // The fuzz read what the services publish: each operation of every area's document (read here
  // through the gateway too) had its valid request sent.
  const documents = await Promise.all(
    areaNames.map(async (area) => {
      const answer = await fetch(`http://127.0.0.1:${gateway.port}${apiDocumentPath(area)}`);
      return (await answer.json()) as OpenApiDocument;
    }),
  );
  const documented = documents.flatMap(documentedOperations);
  const sentValid = report.results
    .map(({ case: item }) => item.name)
    .filter((name) => name.endsWith(': the valid request'));
  expect(sentValid.sort()).toEqual(
    documented.map(({ method, path }) => `${method} ${path}: the valid request`).sort(),
  );
  // About 30 s on 2 idle cores (some 1 700 cases, the schema fuzz's most of them); the margin is
  // for a machine busy with other tests.
}, 120_000);
