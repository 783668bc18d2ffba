import type { ApiOperation } from '../api';

/** A parameter of a path pattern (`:id`), as MSW and Express spell it. */
const PARAMETER = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

export interface PathTemplate {
  /** The OpenAPI path template: `/api/shop/orders/{id}`. */
  template: string;
  /** Each parameter with its value in the operation's sample path, in the pattern's order. */
  parameters: { name: string; example: string }[];
}

const label = ({ method, path }: ApiOperation) => `${method} ${path}`;

/**
 * The operation's path as an OpenAPI template, from its `pattern` (the handler's MSW path) when
 * it has one, with the values its sample path gives each parameter. A sample path the pattern
 * does not match, or a pattern with more than `:name` segments, is a mistake in the operation list.
 */
export function pathTemplate(operation: ApiOperation): PathTemplate {
  const { pattern = operation.path } = operation;
  const patternSegments = pattern.split('/');
  const sampleSegments = operation.path.split('/');
  if (patternSegments.length !== sampleSegments.length) {
    throw new Error(`${label(operation)}: the sample path does not match ${pattern}.`);
  }
  const parameters: PathTemplate['parameters'] = [];
  const template = patternSegments.map((segment, index) => {
    const sample = sampleSegments[index]!;
    const name = PARAMETER.exec(segment)?.[1];
    if (name === undefined) {
      if (/[:*?{}]/.test(segment)) {
        throw new Error(`${label(operation)}: ${pattern} has a segment other than :name.`);
      }
      if (segment !== sample) {
        throw new Error(`${label(operation)}: the sample path does not match ${pattern}.`);
      }
      return segment;
    }
    if (!sample) throw new Error(`${label(operation)}: no value for :${name}.`);
    parameters.push({ name, example: decodeURIComponent(sample) });
    return `{${name}}`;
  });
  return { template: template.join('/'), parameters };
}
