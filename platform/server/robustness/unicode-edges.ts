/**
 * Text that is valid to a length check and a regex but breaks what comes after: storage, SVG,
 * initials, URLs, logs. Each is put around a field's valid value, so that the rest of the field
 * still passes its schema and the text reaches the handler's own code.
 */
export const UNICODE_EDGES: readonly { name: string; around: (valid: string) => string }[] = [
  // Refused in every field by shared's parseBody: no page, URL or database takes one.
  { name: 'a lone surrogate', around: (valid) => `${valid}\ud800` },
  { name: 'a NUL and an RTL override', around: (valid) => `\u202e${valid}\u0000` },
  // Several code units to one character: cut by a length or slice, they break in two.
  {
    name: 'emoji, combining marks and 4-byte characters',
    around: (valid) => `🚗${valid}\u0301\u0308\u0327𝔘`,
  },
];

/** `length` UTF-16 units of 4-byte characters (a length check counting units, not characters). */
export const astralText = (length: number) => '𝔘'.repeat(Math.floor(length / 2));

/** The UTF-8 bytes a lone surrogate would have if it could be encoded (no valid UTF-8 has them). */
function surrogateBytes(unit: string): string {
  const code = unit.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
}

/** Percent-encoding for a query value; encodeURIComponent throws on a lone surrogate. */
export function percentEncode(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? surrogateBytes(part) : encodeURIComponent(part)))
    .join('');
}
