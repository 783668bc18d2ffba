import {
  caseGenerators,
  request,
  type CaseGenerator,
  type RobustnessCase,
  type SuiteContext,
} from './cases';
import { fetchApiDocument } from './published-document';
import { sendRaw, type RawAnswer, type Target } from './raw-client';
import { signInSeededCustomer } from './seeded-customer';

export type Verdict =
  'ok' | 'server error' | 'no answer' | 'unexpected status' | 'not the error payload';

export interface CaseResult {
  case: RobustnessCase;
  answer: RawAnswer;
  verdict: Verdict;
}

export interface SuiteReport {
  tried: number;
  serverErrors: number;
  /** Times the server stopped answering after a case. */
  crashes: number;
  /** Cases answered otherwise than expected (5xx and no answer included). */
  failures: CaseResult[];
  results: CaseResult[];
}

/** The spec's error payload `{ status, title, detail, errors }`, with the answer's status. */
export function isErrorPayload(body: string, status: number): boolean {
  try {
    const payload = JSON.parse(body) as Record<string, unknown>;
    return (
      payload.status === status &&
      typeof payload.title === 'string' &&
      typeof payload.detail === 'string' &&
      typeof payload.errors === 'object' &&
      payload.errors !== null &&
      !Array.isArray(payload.errors)
    );
  } catch {
    return false;
  }
}

function verdictOf(item: RobustnessCase, answer: RawAnswer): Verdict {
  if (answer.status === undefined) return 'no answer';
  if (answer.status >= 500) return 'server error';
  if (!item.expect.includes(answer.status)) return 'unexpected status';
  // An answer to HEAD has no body to check.
  const head = String(item.parts[0]).startsWith('HEAD ');
  if (
    item.payload !== false &&
    !head &&
    answer.status >= 400 &&
    !isErrorPayload(answer.body, answer.status)
  ) {
    return 'not the error payload';
  }
  return 'ok';
}

function pauses(item: RobustnessCase): number {
  return item.parts.reduce(
    (sum, part) => sum + (typeof part === 'object' && 'pause' in part ? part.pause : 0),
    0,
  );
}

const ANSWER_TIMEOUT_MS = 10_000;

async function runCase(target: Target, item: RobustnessCase): Promise<CaseResult> {
  const answer = await sendRaw(target, item.parts, ANSWER_TIMEOUT_MS + pauses(item));
  return { case: item, answer, verdict: verdictOf(item, answer) };
}

/**
 * Any answer will do: a file's path, which the gateway answers without walking the API's
 * handlers (about 2 ms, where an API path takes 9 ms, after each of some 1 700 cases).
 */
const ALIVE_PROBE = 'GET /robots.txt HTTP/1.1';

async function isAlive(target: Target, host: string): Promise<boolean> {
  const answer = await sendRaw(target, [request(ALIVE_PROBE, { Host: host })], 5_000);
  return answer.status !== undefined;
}

export interface SuiteOptions {
  generators?: CaseGenerator[];
  /** Called after each case, e.g. to print progress. */
  onResult?: (result: CaseResult) => void;
}

/**
 * Sends every generated case to the server: quick ones one at a time, each followed by a check
 * that the server still answers, then the slow clients together (they wait out its timeouts).
 * Cases are generated before the first is sent, so a generator that asks for the customer's
 * bearer, or for the services' OpenAPI documents, gets them from a server no case has touched
 * yet.
 */
export async function runSuite(
  target: Target,
  context: SuiteContext,
  { generators = caseGenerators, onResult }: SuiteOptions = {},
): Promise<SuiteReport> {
  let signedIn: Promise<string> | undefined;
  const withServer: SuiteContext = {
    customerBearer: () => (signedIn ??= signInSeededCustomer(target, context.host)),
    apiDocument: (area) => fetchApiDocument(target, context.host, area),
    ...context,
  };
  const cases = (await Promise.all(generators.map((generate) => generate(withServer)))).flat();
  const results: CaseResult[] = [];
  let crashes = 0;
  const record = (result: CaseResult) => {
    results.push(result);
    onResult?.(result);
  };
  for (const item of cases.filter((candidate) => pauses(candidate) === 0)) {
    record(await runCase(target, item));
    if (!(await isAlive(target, context.host))) {
      crashes++;
      break;
    }
  }
  if (crashes === 0) {
    const slow = cases.filter((candidate) => pauses(candidate) > 0);
    for (const result of await Promise.all(slow.map((item) => runCase(target, item))))
      record(result);
    if (!(await isAlive(target, context.host))) crashes++;
  }
  const failures = results.filter((result) => result.verdict !== 'ok');
  return {
    tried: results.length,
    serverErrors: results.filter((result) => result.verdict === 'server error').length,
    crashes,
    failures,
    results,
  };
}

/** Statuses for a report: a whole class (a document's `2XX`) as its range, the rest one by one. */
function statusList(statuses: readonly number[]): string {
  const classes = [1, 2, 3, 4, 5].filter((n) =>
    Array.from({ length: 100 }, (_, i) => n * 100 + i).every((s) => statuses.includes(s)),
  );
  const rest = statuses.filter((status) => !classes.includes(Math.floor(status / 100)));
  return [...classes.map((n) => `${n}XX`), ...rest].join(' or ');
}

export function describeResult({ case: item, answer, verdict }: CaseResult): string {
  const got = answer.status ?? answer.error ?? 'nothing';
  const expected = statusList(item.expect);
  return `${item.group}: ${item.name}: ${verdict} (got ${got}, expected ${expected})`;
}

export function formatReport(report: SuiteReport): string {
  return [
    `Robustness: ${report.tried} malformed requests tried, ${report.serverErrors} answered 5xx, ` +
      `${report.crashes} crashes, ${report.failures.length} not answered as expected.`,
    ...report.failures.map((failure) => `  ${describeResult(failure)}`),
  ].join('\n');
}
