import type { JsonSchema } from '../json-schema';
import { schemaErrors } from '../schema-errors';

// The checker beyond what the document's tests use: the two ways to read text, and objects whose
// fields are named as what every object has.
const word = { type: 'string', minLength: 3, maxLength: 4 } as const;
const astral = '𝔘𝔘𝔘'; // 3 code points, 6 UTF-16 units

it('measures text in code points, or in UTF-16 units as JavaScript does', () => {
  expect(schemaErrors(word, astral)).toEqual([]);
  expect(schemaErrors(word, astral, {}, '', 'utf-16')).toEqual(['(root): maxLength']);
  expect(schemaErrors(word, '𝔘', {}, '', 'utf-16')).toEqual(['(root): minLength']);
});

it('matches a pattern as Unicode, or as JavaScript does, and reads one only JavaScript takes', () => {
  const one = { type: 'string', pattern: '^.$' } as const;
  expect(schemaErrors(one, '𝔘')).toEqual([]);
  expect(schemaErrors(one, '𝔘', {}, '', 'utf-16')).toEqual(['(root): pattern']);
  // `\-` outside a class is an error in Unicode mode.
  const dashed = { type: 'string', pattern: '^a\\-b$' } as const;
  expect(schemaErrors(dashed, 'a-b')).toEqual([]);
  expect(schemaErrors(dashed, 'ab')).toEqual(['(root): pattern']);
});

it('reads only own fields: a prototype name is neither a field sent nor one described', () => {
  const named: JsonSchema = {
    type: 'object',
    properties: { constructor: { type: 'number' as const } },
    required: ['constructor'],
  };
  expect(schemaErrors(named, {})).toEqual(['(root): required constructor']);
  const strict = { type: 'object', properties: {}, additionalProperties: false } as const;
  expect(schemaErrors(strict, JSON.parse('{"__proto__":{}}'))).toEqual(['/__proto__: false']);
  expect(schemaErrors({ type: 'object', properties: {} }, JSON.parse('{"toString":1}'))).toEqual(
    [],
  );
});
