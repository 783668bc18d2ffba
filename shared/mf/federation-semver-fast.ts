export type Satisfy = (version: string, range: string) => boolean;

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const SIMPLE_RANGE = /^(\^|<=)?(\d+)\.(\d+)\.(\d+)$/;

type Triple = readonly [number, number, number];

const numbers = (match: RegExpExecArray, from: number): Triple => [
  Number(match[from]),
  Number(match[from + 1]),
  Number(match[from + 2]),
];

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether a plain version (`19.3.1`) meets a caret (`^19.3.1`), at-most (`<=7.1.3`) or exact
 * range, as semver answers it; undefined for any other version or range (pre-releases, tildes,
 * `||`, wildcards). These are all the federation runtime asks on this storefront's pages: every
 * shared library is offered at its version and wanted with a caret range, and the runtime orders
 * the versions on offer with `<=`.
 */
export function simpleSatisfy(version: unknown, range: unknown): boolean | undefined {
  if (typeof version !== 'string' || typeof range !== 'string') return undefined;
  const offered = PLAIN_VERSION.exec(version);
  const wanted = SIMPLE_RANGE.exec(range.trim());
  if (!offered || !wanted) return undefined;
  const version3 = numbers(offered, 1);
  const [major, minor, patch] = version3;
  const bound = numbers(wanted, 2);
  const order = compare(version3, bound);
  if (wanted[1] === '<=') return order <= 0;
  if (wanted[1] === undefined) return order === 0;
  // A caret allows changes that do not modify the left-most non-zero part.
  if (order < 0) return false;
  if (bound[0] > 0) return major === bound[0];
  if (bound[1] > 0) return major === 0 && minor === bound[1];
  return major === 0 && minor === 0 && patch === bound[2];
}

/**
 * `compute` (the federation runtime's semver check) with the simple cases answered first. Its
 * parser builds a dozen regular expressions as it first runs: compiling and running them was
 * 15-20 ms of every first load's main thread at full speed (four times that on a phone), for
 * questions two comparisons answer. Anything else still goes to `compute`.
 */
export function withFastPath(compute: Satisfy): Satisfy {
  return (version, range) => simpleSatisfy(version, range) ?? compute(version, range);
}
