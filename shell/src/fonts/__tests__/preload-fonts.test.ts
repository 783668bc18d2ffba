import { preloadFonts } from '../preload-fonts';

describe('preloadFonts', () => {
  it("asks for Roboto's variable face, which carries every weight the storefront uses", () => {
    const load = jest.fn((_font: string) => Promise.resolve([] as FontFace[]));
    preloadFonts({ load });
    expect(load.mock.calls.map(([font]) => font)).toEqual(['400 1em "Roboto Variable"']);
  });

  it('lets a failed download pass quietly (the fallback font stays)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(preloadFonts({ load })).resolves.toBeUndefined();
  });
});
