import { when } from 'mobx';
import { useEffect } from 'react';
import { navigationProgress } from './navigation-progress';

/** How long the fade of index.html's #preloader takes (its CSS transition), plus a margin. */
const FADE_FALLBACK_MS = 600;

/**
 * The longest the preloader hides the shell: an area whose server hangs must not leave the
 * visitor before a spinner; the shell's header and the area's placeholder show instead.
 */
export const PRELOADER_MAX_MS = 3000;

/**
 * Spec §4: the startup preloader (in index.html) fades out once the first navigation ends: the
 * first page has rendered and the area it belongs to has arrived (or failed), so a deep link
 * into an area never flashes an empty frame between the preloader and the page.
 */
export function usePreloaderFadeOut(): void {
  useEffect(() => {
    const preloader = document.getElementById('preloader');
    if (!preloader) return;
    let removal: ReturnType<typeof setTimeout> | undefined;
    const fadeOut = () => {
      if (removal !== undefined) return;
      preloader.classList.add('preloader--hidden');
      const remove = () => preloader.remove();
      preloader.addEventListener('transitionend', remove, { once: true });
      removal = setTimeout(remove, FADE_FALLBACK_MS);
    };
    // The page's area placeholders register in their own effects, which run before this one.
    const stop = when(() => navigationProgress.idle, fadeOut);
    const deadline = setTimeout(fadeOut, PRELOADER_MAX_MS);
    return () => {
      stop();
      clearTimeout(deadline);
      clearTimeout(removal);
    };
  }, []);
}
