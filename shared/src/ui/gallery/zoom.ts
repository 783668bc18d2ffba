/** Spec §9: the photo viewer's backdrop opacity. */
export const ZOOM_BACKGROUND_OPACITY = 0.9;

export interface ZoomImage {
  src: string;
  /** The file name, shown when the image cannot be loaded. */
  file: string;
  width: number;
  height: number;
  alt: string;
}

export interface ZoomLabels {
  loadingError: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
}

export interface ZoomOptions {
  /** The viewer moved to another image (so the gallery can follow). */
  onChange?: (index: number) => void;
}

/**
 * Opens the photoswipe viewer at `index`. photoswipe and its stylesheet are loaded on the first
 * zoom only, so pages that never zoom never download them; a failed load rejects.
 */
export async function openZoom(
  images: readonly ZoomImage[],
  index: number,
  labels: ZoomLabels,
  { onChange }: ZoomOptions = {},
): Promise<void> {
  const [{ default: PhotoSwipe }] = await Promise.all([
    import(/* webpackChunkName: "photoswipe" */ 'photoswipe'),
    import(/* webpackChunkName: "photoswipe" */ 'photoswipe/style.css'),
  ]);
  const viewer = new PhotoSwipe({
    dataSource: images.map(({ src, width, height, alt }) => ({ src, width, height, alt })),
    index,
    bgOpacity: ZOOM_BACKGROUND_OPACITY,
    showHideAnimationType: 'fade',
    errorMsg: labels.loadingError,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
  });
  viewer.addFilter('contentErrorElement', (element, content) => {
    const file = images.find((image) => image.src === content.data.src)?.file ?? '';
    element.textContent = `${labels.loadingError}: ${file}`;
    return element;
  });
  viewer.on('change', () => onChange?.(viewer.currIndex));
  closeAfterOpening(viewer);
  viewer.init();
}

/**
 * photoswipe drops a close (the × button, Escape) asked for while its opening animation runs,
 * which a busy machine stretches well past its 333 ms: the shopper's close would be lost. It is
 * kept and carried out once the viewer has opened.
 */
export function closeAfterOpening(viewer: {
  close(): void;
  opener: { isOpening: boolean };
  on(name: 'openingAnimationEnd', handler: () => void): void;
}): void {
  const close = viewer.close.bind(viewer);
  let closeWhenOpen = false;
  viewer.close = () => {
    if (viewer.opener.isOpening) closeWhenOpen = true;
    else close();
  };
  viewer.on('openingAnimationEnd', () => {
    if (closeWhenOpen) close();
  });
}

/** What a failed chunk load names: webpack's ChunkLoadError carries the file it asked for. */
export function failedFileOf(error: unknown, fallback: string): string {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' && request !== '' ? request : fallback;
}

/**
 * The size the viewer shows an image at. Drawings (SVG) scale without loss, so a small one is
 * given room to be zoomed into.
 */
export function zoomSize(
  natural: { width: number; height: number },
  src: string,
): { width: number; height: number } {
  const width = natural.width || 800;
  const height = natural.height || 800;
  if (!/\.svg(\?|#|$)/i.test(src)) return { width, height };
  const scale = Math.max(1, 1600 / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
