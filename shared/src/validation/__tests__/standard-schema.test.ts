import * as v from 'valibot';
import { z } from 'zod/mini';
import { conformsTo, validateWith } from '../standard-schema';

describe('validateWith', () => {
  it("reads a value with shared's valibot schemas and an area's zod ones alike", () => {
    const fromValibot = v.object({ count: v.fallback(v.number(), 0) });
    const fromZod = z.object({ count: z.catch(z.number(), 0) });
    for (const schema of [fromValibot, fromZod]) {
      expect(validateWith(schema, { count: 'x', extra: true })).toEqual({
        ok: true,
        value: { count: 0 },
      });
      expect(validateWith(schema, null)).toMatchObject({ ok: false });
    }
  });

  it('says what is wrong', () => {
    const checked = validateWith(v.pipe(v.string(), v.minLength(3, 'too short')), 'ab');
    expect(checked).toEqual({ ok: false, problem: 'too short' });
  });

  it('refuses a schema whose checks are asynchronous instead of waiting for it', () => {
    const later = v.pipeAsync(
      v.string(),
      v.checkAsync(async () => true),
    );
    expect(validateWith(later, 'text')).toMatchObject({ ok: false });
  });
});

it('conformsTo is a guard on the same reading', () => {
  const vehicle = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
  expect(conformsTo(vehicle, { id: 3 })).toBe(true);
  expect(conformsTo(vehicle, { id: 0 })).toBe(false);
});
