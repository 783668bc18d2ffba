/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { matchRequestUrl, type HttpHandler } from 'msw';
import type { ApiOperation } from '@autoparts/service-kit';
import { areaNames, areaOperations } from '../areas';
import { testAreaServices } from './test-server';

const areaSlices = testAreaServices().slices;

// Each slice declares its endpoints as operations (sample requests with their zod schemas), which
// the robustness suite fuzzes: a new endpoint without one would go unfuzzed, so this test fails.
const ORIGIN = 'http://localhost';

/** Handlers of one method and path; `http.all` guards (a method RegExp) say nothing of endpoints. */
const endpoints = (handlers: readonly HttpHandler[]) =>
  handlers.filter(({ info }) => typeof info.method === 'string' && typeof info.path === 'string');

const describeHandler = ({ info }: HttpHandler) => `${String(info.method)} ${String(info.path)}`;

/** The handler that answers an operation: MSW tries a slice's handlers in order. */
function handlerOf(handlers: readonly HttpHandler[], operation: ApiOperation) {
  const url = new URL(operation.path, ORIGIN);
  return endpoints(handlers).find(
    ({ info }) =>
      info.method === operation.method && matchRequestUrl(url, info.path as string, ORIGIN).matches,
  );
}

it('has operations for every area, and no others', () => {
  expect(Object.keys(areaOperations).sort()).toEqual([...areaNames].sort());
});

describe.each(areaNames)('the %s slice', (area) => {
  const handlers = areaSlices[area]!;
  const operations = areaOperations[area]!;

  it('has an operation answered by each of its handlers', () => {
    const answering = new Set(operations.map((operation) => handlerOf(handlers, operation)));
    const unfuzzed = endpoints(handlers).filter((handler) => !answering.has(handler));
    expect(unfuzzed.map(describeHandler)).toEqual([]);
  });

  it('declares only requests one of its handlers answers', () => {
    const unanswered = operations.filter((operation) => !handlerOf(handlers, operation));
    expect(unanswered.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('gives valid samples: bodies as JSON objects its schemas take, queries they take', () => {
    const refused = operations.flatMap(({ method, path, body, query }) => {
      const name = `${method} ${path}`;
      const bodyTaken =
        !body || (isJsonObject(body.valid) && body.schema.safeParse(body.valid).success);
      const queryTaken = !query || query.schema.safeParse(query.valid ?? {}).success;
      return [...(bodyTaken ? [] : [`${name} body`]), ...(queryTaken ? [] : [`${name} query`])];
    });
    expect(refused).toEqual([]);
  });
});

function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
