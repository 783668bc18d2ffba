/**
 * Stored tokens that must never reach an Authorization header, by what they would do there:
 * fetch refuses a header value beyond Latin-1 or with a line break, and a server answers 431 to
 * one over its header limit. The rest are what other code or an old release leaves behind.
 */
export const MALFORMED_TOKENS: [string, string][] = [
  ['a character beyond Latin-1', `tok€n${'a'.repeat(30)}`],
  ['an emoji', '🔑'.repeat(16)],
  ['a lone surrogate', `${'a'.repeat(31)}\uD800`],
  ['a line break', `${'a'.repeat(32)}\r\nX-Injected: 1`],
  ['a space', `${'a'.repeat(16)} ${'a'.repeat(16)}`],
  ['20 kB', 'a'.repeat(20_000)],
  ['a JSON string', JSON.stringify('a'.repeat(32))],
  ['a JSON object', JSON.stringify({ token: 'a'.repeat(32) })],
  ['"undefined"', 'undefined'],
  ['too few characters', 'abc'],
];
