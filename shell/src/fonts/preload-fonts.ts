/** The weights the storefront's text uses (shared/src/styles/storefront.css imports these). */
export const FONT_WEIGHTS = [400, 500, 700] as const;

/**
 * Starts the storefront font's downloads as the page starts. The browser would only ask for them
 * once React first lays out text, half a second later, and the swap to Roboto then reflowed the
 * header and hero under the preloader (a 0.08 layout shift on the RTL home). A failed download
 * leaves the fallback font, as before.
 */
export function preloadFonts(fonts: Pick<FontFaceSet, 'load'> = document.fonts): Promise<void> {
  const loads = FONT_WEIGHTS.map((weight) => fonts.load(`${weight} 1em Roboto`).catch(() => []));
  return Promise.all(loads).then(() => undefined);
}
