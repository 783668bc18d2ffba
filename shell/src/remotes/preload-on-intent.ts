import { areaOfPath } from './area-sections';
import { preloadArea } from './area-loader';

/**
 * A pointer resting on a link, or keyboard focus reaching it, says where the visitor is going:
 * the area behind it starts loading then, so its first page shows sooner after the click.
 * Delegated on the document, so links a remote renders count as well as the shell's.
 */
export function preloadAreasOnIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const area = areaOfPath(link.pathname);
    if (area) preloadArea(area);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
