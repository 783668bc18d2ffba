/** @jest-environment node */
import en from '../../public/i18n/en.json';
import enRtl from '../../public/i18n/en-RTL.json';
import ru from '../../public/i18n/ru.json';

// Plural forms differ per language (ru has one/few/many/other), so keys are compared without them.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(
      child,
      prefix ? `${prefix}.${key.replace(PLURAL_SUFFIX, '')}` : key.replace(PLURAL_SUFFIX, ''),
    ),
  );
}

function leavesOf(
  value: unknown,
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leavesOf(child, `${prefix}.${key}`, into);
  }
  return into;
}

const sortedKeys = (texts: unknown) => [...new Set(keysOf(texts))].sort();

describe('translations', () => {
  it('has every English key in Russian', () => {
    expect(sortedKeys(ru)).toEqual(sortedKeys(en));
  });

  it('uses the English texts for en-RTL', () => {
    expect(enRtl).toEqual(en);
  });

  it('translates Russian for real, not by copying English', () => {
    const english = leavesOf(en);
    const russian = leavesOf(ru);
    const copied = [...english].filter(([path, text]) => russian.get(path) === text);
    // Names, addresses, phone numbers and part numbers may stay as they are; prose may not.
    expect(copied.length / english.size).toBeLessThan(0.2);
  });
});
