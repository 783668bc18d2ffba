import { forwardRef, useState } from 'react';
import styles from './gallery.module.css';

export interface GalleryImageProps {
  src: string;
  alt: string;
  /** Shown instead of the image when it fails to load: 'Loading error' and the file name. */
  loadingError: string;
  /**
   * Thumbnails show a quiet placeholder instead of the text, and are fetched after the pictures
   * they stand for: the browser raises a picture on the screen to high priority, and a product
   * page's strip then shared the link with its first picture, the page's largest element.
   */
  compact?: boolean;
  /**
   * 'first': fetched at once and before the page's other pictures (a product page's first picture
   * is its largest element); 'lazy' when layout finds it near the screen.
   */
  loading?: 'first' | 'lazy';
}

/** The last segment of an image address: what a visitor can report when it fails. */
export function fileNameOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** A gallery picture that says which file failed instead of showing a broken-image icon. */
export const GalleryImage = forwardRef<HTMLImageElement, GalleryImageProps>(function GalleryImage(
  { src, alt, loadingError, compact = false, loading = 'lazy' },
  ref,
) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    const file = fileNameOf(src);
    return (
      <span
        className={compact ? styles.failedThumb : styles.failed}
        role="img"
        aria-label={`${loadingError}: ${file}`}
      >
        {compact ? null : (
          <>
            <span className={styles.failedTitle}>{loadingError}</span>
            <span className={styles.failedFile}>{file}</span>
          </>
        )}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={styles.image}
      src={src}
      alt={alt}
      loading={loading === 'first' ? 'eager' : 'lazy'}
      fetchPriority={loading === 'first' ? 'high' : compact ? 'low' : undefined}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
});
