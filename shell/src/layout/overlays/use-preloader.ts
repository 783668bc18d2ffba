import { useEffect } from 'react';

/** Spec §4: the startup preloader (in index.html) fades out once the first page has rendered. */
export function usePreloaderFadeOut(): void {
  useEffect(() => {
    const preloader = document.getElementById('preloader');
    if (!preloader) return;
    preloader.classList.add('preloader--hidden');
    const remove = () => preloader.remove();
    preloader.addEventListener('transitionend', remove, { once: true });
    const fallback = setTimeout(remove, 600);
    return () => clearTimeout(fallback);
  }, []);
}
