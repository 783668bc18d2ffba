/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectTranslationParity } from '../translations';

const EN = { title: 'Brake pads', count_one: '{{count}} part', count_other: '{{count}} parts' };
const RU = {
  title: 'Тормозные колодки',
  count_one: '{{count}} деталь',
  count_few: '{{count}} детали',
  count_many: '{{count}} деталей',
};

function textsDir(texts: { en: object; ru: object; 'en-RTL': object }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'texts-'));
  for (const [language, content] of Object.entries(texts)) {
    writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(content));
  }
  return dir;
}

it('passes when Russian has every key in its own plural forms and en-RTL is English', () => {
  expect(() => expectTranslationParity(textsDir({ en: EN, ru: RU, 'en-RTL': EN }))).not.toThrow();
});

it.each([
  ['Russian misses a key', { en: EN, ru: { count_one: RU.count_one }, 'en-RTL': EN }],
  ['en-RTL differs from English', { en: EN, ru: RU, 'en-RTL': { ...EN, title: 'Pads' } }],
  ['Russian is English copied', { en: EN, ru: EN, 'en-RTL': EN }],
])('fails when %s', (_case, texts) => {
  expect(() => expectTranslationParity(textsDir(texts))).toThrow();
});
