/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  codePoints,
  CORE_FILE,
  CORE_TEXT,
  CSS_FILE,
  FONTSOURCE_CSS,
  OUTPUT_DIR,
  robotoCoreFiles,
  robotoFaces,
  unicodeRange,
} from '../roboto-core';

const faces = (css: string) =>
  [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => ({
    src: /src: url\(([^)]+)\)/.exec(body)?.[1] ?? '',
    range: /unicode-range: ([^;]+);/.exec(body)?.[1] ?? '',
  }));

describe("Roboto's core Latin face", () => {
  it('is checked in as this module makes it (else: npm run fonts -w @autoparts/shared)', async () => {
    const files = await robotoCoreFiles();
    for (const [name, content] of Object.entries(files)) {
      const checkedIn = readFileSync(path.join(OUTPUT_DIR, name));
      expect(checkedIn.equals(Buffer.from(content))).toBe(true);
    }
    expect(files[CORE_FILE]!.length).toBeLessThan(24_000);
  });

  it("splits fontsource's Latin range in two and leaves its other faces as they are", () => {
    const fontsource = readFileSync(FONTSOURCE_CSS, 'utf8');
    const before = faces(fontsource);
    const after = faces(robotoFaces(fontsource));
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, -2).map((face) => face.range)).toEqual(
      before.slice(0, -1).map((face) => face.range),
    );

    const latin = codePoints({ range: before.at(-1)!.range });
    const rest = codePoints({ range: after.at(-2)!.range });
    const core = after.at(-1)!;
    expect(core.src).toBe(`./${CORE_FILE}`);
    // The core face is declared last, so the browser looks there first for its characters.
    expect(codePoints({ range: core.range })).toEqual(codePoints({ text: CORE_TEXT }));
    expect([...rest].filter((code) => codePoints({ text: CORE_TEXT }).has(code))).toEqual([]);
    expect(new Set([...rest, ...codePoints({ range: core.range })])).toEqual(latin);
    // A space asks for the core face alone (what `document.fonts.load` is given by default).
    expect(rest.has(0x20)).toBe(false);
  });

  it('writes a unicode-range as the shortest list of ranges', () => {
    expect(unicodeRange([0x41, 0x20, 0x42, 0x43, 0x2026])).toBe('U+0020,U+0041-0043,U+2026');
    expect(codePoints({ range: 'U+0041-0043,U+2026' })).toEqual(
      new Set([0x41, 0x42, 0x43, 0x2026]),
    );
  });

  it('is what the storefront styles import', () => {
    const storefront = readFileSync(path.join(OUTPUT_DIR, '..', 'storefront.css'), 'utf8');
    expect(storefront).toContain(`@import './roboto/${CSS_FILE}';`);
    expect(storefront).not.toContain('@fontsource-variable/roboto/wght.css');
  });
});
