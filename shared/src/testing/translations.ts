import { readFileSync } from 'node:fs';
import path from 'node:path';

// Plural forms differ per language (English one/other, Russian one/few/many/other), so keys are
// compared without their plural suffix.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Names, addresses, phone numbers and part numbers may stay as they are; prose may not. */
const MAX_COPIED_SHARE = 0.2;

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => {
    const name = key.replace(PLURAL_SUFFIX, '');
    return keysOf(child, prefix ? `${prefix}.${name}` : name);
  });
}

const sortedKeys = (texts: unknown) => [...new Set(keysOf(texts))].sort();

function leavesOf(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leavesOf(child, `${prefix}.${key}`, into);
  }
  return into;
}

const readTexts = (dir: string, language: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'));

/**
 * The storefront's three languages in `<dir>/{en,ru,en-RTL}.json` hold the same texts: Russian
 * has every English key (plural forms folded), en-RTL is English itself, and Russian is a real
 * translation rather than English copied over.
 */
export function expectTranslationParity(dir: string): void {
  const en = readTexts(dir, 'en');
  const ru = readTexts(dir, 'ru');
  expect(sortedKeys(ru)).toEqual(sortedKeys(en));
  expect(readTexts(dir, 'en-RTL')).toEqual(en);

  const english = leavesOf(en);
  const russian = leavesOf(ru);
  const copied = [...english].filter(([key, text]) => russian.get(key) === text);
  expect(copied.length / english.size).toBeLessThan(MAX_COPIED_SHARE);
}
