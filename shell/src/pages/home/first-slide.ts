import { preloadImage } from '@autoparts/shared/startup';
import wheel from './hero/wheel.svg';

/** The picture of the slideshow's first slide: home's largest element on phones and desktops. */
export const FIRST_SLIDE_ART = wheel;

/** Home two's second address (it is also the default home page, at /). */
export const HOME_TWO_PATH = 'home-two';

/** Where the slideshow opens the page. */
export const SLIDESHOW_PATHS: readonly string[] = ['/', `/${HOME_TWO_PATH}`];

/**
 * Asks for the first slide's picture from the entry, as the page starts, when the page opens on
 * the slideshow. The <img> appears only with the shell's first render, ~2 s later on a slow
 * phone, and its download then had to share the link with everything the render starts (fonts,
 * the shop's blocks); preloaded, the picture is painted with that render.
 */
export function preloadFirstSlide(page: Pick<Window, 'location' | 'document'>): void {
  if (!SLIDESHOW_PATHS.includes(page.location.pathname)) return;
  preloadImage(FIRST_SLIDE_ART, page.document);
}
