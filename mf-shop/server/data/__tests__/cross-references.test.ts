import { crossReferencesOf } from '../cross-references';
import { generateProductRecords } from '../catalog';
import { formatPartNumber } from '../part-number-formats';
import { createRandom } from '../random';

const records = generateProductRecords(2400);

test('a pattern reads # as a digit, ^ as a letter (never I or O) and the rest as written', () => {
  const random = createRandom(7);
  for (let i = 0; i < 200; i++) {
    expect(formatPartNumber('A ### ### ## ##', random)).toMatch(/^A \d{3} \d{3} \d{2} \d{2}$/);
    expect(formatPartNumber('#####-^*^-^##', random)).toMatch(
      /^\d{5}-[A-HJ-NP-Z][0-9A-HJ-NP-Z][A-HJ-NP-Z]-[A-HJ-NP-Z]\d{2}$/,
    );
  }
});

test('OEM numbers are those of the fitted vehicles’ makes; unknown fitment names none', () => {
  const toyota = records.find(
    (r) => Array.isArray(r.compatibility) && r.oem.some((ref) => ref.brand === 'Toyota'),
  );
  expect(toyota?.oem.find((ref) => ref.brand === 'Toyota')?.number).toMatch(
    /^\d{5}-\d{2}[0-9A-Z]\d{2}$/,
  );
  for (const record of records) {
    if (record.compatibility === 'unknown') expect(record.oem).toEqual([]);
    if (Array.isArray(record.compatibility)) expect(record.oem.length).toBeGreaterThan(0);
  }
  const universal = records.filter((r) => r.compatibility === 'all');
  expect(universal.filter((r) => r.oem.length > 0).length).toBeLessThan(universal.length / 2);
});

test('products of one part type for one vehicle generation share their OEM numbers', () => {
  const typesOf = new Map<string, string[]>();
  for (const record of records)
    for (const ref of record.oem)
      typesOf.set(ref.number, [...(typesOf.get(ref.number) ?? []), record.partType]);
  const shared = [...typesOf.values()].filter((types) => types.length > 1);
  expect(shared.length).toBeGreaterThan(100);
  // A number stands for one kind of part.
  expect(shared.every((types) => new Set(types).size === 1)).toBe(true);
});

test('interchange numbers are other brands’, and the same from the stored row as from code', () => {
  for (const record of records.slice(0, 300)) {
    expect(
      record.interchange.every(
        (ref) => ref.brand.toLowerCase().replace(/\s+/g, '-') !== record.brand,
      ),
    ).toBe(true);
    expect(crossReferencesOf(record)).toEqual({ oem: record.oem, interchange: record.interchange });
  }
});
