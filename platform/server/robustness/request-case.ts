import type { OpenApiDocument } from '@autoparts/service-kit/openapi';
import type { Part } from './raw-client';

/** What the cases need to know about the server under test. */
export interface SuiteContext {
  /** The Host a well-formed request sends, e.g. `localhost:8080`. */
  host: string;
  /** An API path that answers GET only (for 405 and HEAD). */
  getEndpoint: string;
  /** An API path that answers POST with a JSON body. */
  postEndpoint: string;
  /** The server's limits, so a case goes just past them. */
  maxBodyBytes: number;
  bodyTimeoutMs: number;
  /** The headers timeout plus how often the server checks it. */
  headersTimeoutMs: number;
  /**
   * A live bearer token of the seeded customer, for cases that must get past sign-in to reach a
   * schema. runSuite signs in (once, before the first case) unless the caller gives its own.
   */
  customerBearer?: () => Promise<string>;
  /**
   * The OpenAPI document an area's service publishes, for cases generated from it (the schema
   * fuzz). runSuite reads it from the server under test unless the caller gives its own.
   */
  apiDocument?: (area: string) => Promise<OpenApiDocument>;
}

export interface RobustnessCase {
  /** The generator's name, for the report. */
  group: string;
  name: string;
  parts: Part[];
  /** The right answers. */
  expect: readonly number[];
  /** Whether the answer must be the spec's error payload (default: yes). */
  payload?: boolean;
}

/**
 * The extension point: each generator returns cases from the context. A generated fuzz of every
 * documented API operation (wrong types, missing fields, huge values) is one more in the list.
 */
export type CaseGenerator = (context: SuiteContext) => RobustnessCase[] | Promise<RobustnessCase[]>;

export type CaseInput = Omit<RobustnessCase, 'group'>;

export function group(name: string, make: (context: SuiteContext) => CaseInput[]): CaseGenerator {
  return (context) => make(context).map((input) => ({ group: name, ...input }));
}

/** A request as text: the line, the headers (Connection: close unless given), then the body. */
export function request(line: string, headers: Record<string, string | number>, body = ''): string {
  const all = { Connection: 'close', ...headers };
  const head = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${line}\r\n${head.join('')}\r\n${body}`;
}

/**
 * A request with a body, its Content-Length in bytes (not characters: the body may be any text,
 * or bytes that are not UTF-8 at all).
 */
export function requestWithBody(
  line: string,
  headers: Record<string, string | number>,
  body: string | Buffer,
): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const head = request(line, { ...headers, 'Content-Length': bytes.length });
  return Buffer.concat([Buffer.from(head), bytes]);
}
