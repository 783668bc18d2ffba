/** @jest-environment node */
import { createHash } from 'node:crypto';
import { faviconDataUrl, preloaderStyle, preloaderStyleHash } from '../page-head';

describe('the page head’s inline parts', () => {
  it('keeps every rule of the preloader’s stylesheet, without its comments and spaces', () => {
    const css = `/* why */\n#preloader {\n  inset: 0;\n  border: 4px solid rgba(0, 0, 0, 0.1);\n}\n#preloader span {\n  width: 48px;\n}\n@keyframes spin {\n  to {\n    transform: rotate(360deg);\n  }\n}\n`;
    expect(preloaderStyle(css)).toBe(
      '#preloader{inset:0;border:4px solid rgba(0,0,0,0.1)}#preloader span{width:48px}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('names the style’s hash as a Content-Security-Policy source', () => {
    const hash = createHash('sha256').update('#a{b:c}').digest('base64');
    expect(preloaderStyleHash('#a{b:c}')).toBe(`'sha256-${hash}'`);
    expect(preloaderStyle()).toContain('#preloader.preloader--hidden{');
  });

  it('gives the icon as a data: URL that decodes to the SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1" fill="#e52727"/></svg>';
    const url = faviconDataUrl(`${svg}\n`);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[\s"#<>]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg);
    expect(decodeURIComponent(faviconDataUrl())).toContain('<svg');
  });
});
