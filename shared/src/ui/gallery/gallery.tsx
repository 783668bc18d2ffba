import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { GalleryImage, fileNameOf } from './gallery-image';
import { createTapGuard } from './tap-guard';
import { useGlide } from '../carousel/use-glide';
import { failedFileOf, openZoom, zoomSize, type ZoomLabels } from './zoom';
import styles from './gallery.module.css';

export interface GalleryLabels extends ZoomLabels {
  /** Accessible name of the main image button, e.g. 'Zoom image 2 of 4'. */
  zoomImage: (position: number, count: number) => string;
  /** Accessible name of a thumbnail, e.g. 'Show image 2 of 4'. */
  showImage: (position: number, count: number) => string;
  /** Name of the thumbnail strip. */
  thumbnails: string;
}

export interface GalleryProps {
  /** Image addresses, in order. */
  images: readonly string[];
  /** Alternative text of every image (the product name). */
  alt: string;
  labels: GalleryLabels;
  /** Opens the photo viewer on a click of the main image; off in the quick view. */
  zoom?: boolean;
  className?: string;
}

/**
 * Spec §9 thumbnails per screen width: 3 below 260 px, then 4, 5, 6, 7 and 8 from 580 px.
 * Glide's breakpoints are max-widths; gallery.module.css repeats them for the first paint.
 */
export const THUMBNAIL_BREAKPOINTS = {
  259: { perView: 3 },
  319: { perView: 4 },
  399: { perView: 5 },
  479: { perView: 6 },
  579: { perView: 7 },
} as const;
export const THUMBNAILS_PER_VIEW = 8;

/**
 * A product's images (spec §2, §4): the main carousel and the thumbnail strip follow each other
 * both ways; a click on the main image (not a drag) opens the zoom viewer.
 */
export function Gallery({ images, alt, labels, zoom = true, className }: GalleryProps) {
  const [active, setActive] = useState(0);
  const [zoomError, setZoomError] = useState<string | null>(null);
  const featuredRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const imageRefs = useRef<(HTMLImageElement | null)[]>([]);
  const featuredTap = useMemo(createTapGuard, []);
  const thumbTap = useMemo(createTapGuard, []);
  const count = images.length;
  const imagesKey = images.join('\n');

  const thumbs = useGlide(thumbsRef, {
    options: {
      type: 'slider',
      perView: THUMBNAILS_PER_VIEW,
      breakpoints: THUMBNAIL_BREAKPOINTS,
      bound: true,
      gap: 8,
      keyboard: false,
      rewind: false,
    },
    deps: [imagesKey],
    enabled: count > 1,
  });

  const showThumbnail = (index: number) =>
    thumbs.mount((strip) => {
      const first = strip.index;
      const perView = strip.settings.perView;
      if (index < first) strip.go(`=${index}`);
      else if (index >= first + perView) strip.go(`=${index - perView + 1}`);
    });

  // The image asked for last (a thumbnail, the zoom viewer). Glide drops a move asked for while
  // it still slides to the previous one, and then reports that one: it is sent on again, so a
  // quick second choice is not undone by the first one's late report.
  const target = useRef<number | null>(null);

  const featured = useGlide(featuredRef, {
    options: {
      type: 'slider',
      perView: 1,
      gap: 0,
      keyboard: false,
      rewind: false,
      dragThreshold: 40,
    },
    onMove: (index) => {
      const wanted = target.current;
      if (wanted !== null && wanted !== index) {
        // Glide re-enables itself right after this report.
        queueMicrotask(() => featured.mount((carousel) => carousel.go(`=${wanted}`)));
        return;
      }
      target.current = null;
      setActive(index);
      showThumbnail(index);
    },
    deps: [imagesKey],
    enabled: count > 1,
  });

  const goTo = (index: number) => {
    setActive(index);
    target.current = index;
    featured.mount((carousel) => carousel.go(`=${index}`));
    showThumbnail(index);
  };

  const onFeaturedClick = (event: MouseEvent, index: number) => {
    if (!featuredTap.wasTap(event)) return;
    setZoomError(null);
    const zoomImages = images.map((src, i) => {
      const img = imageRefs.current[i];
      const natural = { width: img?.naturalWidth ?? 0, height: img?.naturalHeight ?? 0 };
      return { src, file: fileNameOf(src), alt, ...zoomSize(natural, src) };
    });
    openZoom(zoomImages, index, labels, { onChange: goTo }).catch((error: unknown) =>
      setZoomError(failedFileOf(error, 'photoswipe')),
    );
  };

  const onThumbClick = (event: MouseEvent, index: number) => {
    if (thumbTap.wasTap(event)) goTo(index);
  };

  if (count === 0) return null;

  return (
    <div className={[styles.gallery, className].filter(Boolean).join(' ')}>
      <div className={`glide ${styles.featured}`} ref={featuredRef}>
        <div className="glide__track" data-glide-el="track">
          <ul className="glide__slides">
            {images.map((src, i) => (
              <li
                key={src + i}
                className={`glide__slide ${styles.slide}`}
                aria-hidden={i !== active}
              >
                {zoom ? (
                  <button
                    type="button"
                    className={styles.zoomTarget}
                    aria-label={labels.zoomImage(i + 1, count)}
                    tabIndex={i === active ? 0 : -1}
                    onPointerDown={featuredTap.onPointerDown}
                    onClick={(event) => onFeaturedClick(event, i)}
                  >
                    <FeaturedImage src={src} alt={alt} index={i} refs={imageRefs} labels={labels} />
                    <span className={styles.zoomIcon} aria-hidden="true" />
                  </button>
                ) : (
                  <FeaturedImage src={src} alt={alt} index={i} refs={imageRefs} labels={labels} />
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {zoomError !== null ? (
        <p className="ap-field-error" role="alert">
          {labels.loadingError}: {zoomError}
        </p>
      ) : null}
      {count > 1 ? (
        <div
          className={`glide ${styles.thumbnails}`}
          ref={thumbsRef}
          role="group"
          aria-label={labels.thumbnails}
        >
          <div className="glide__track" data-glide-el="track">
            <ul className="glide__slides">
              {images.map((src, i) => (
                <li key={src + i} className={`glide__slide ${styles.thumbSlide}`}>
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={labels.showImage(i + 1, count)}
                    aria-current={i === active ? 'true' : undefined}
                    onPointerDown={thumbTap.onPointerDown}
                    onClick={(event) => onThumbClick(event, i)}
                  >
                    <GalleryImage src={src} alt="" loadingError={labels.loadingError} compact />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function FeaturedImage(props: {
  src: string;
  alt: string;
  index: number;
  refs: { current: (HTMLImageElement | null)[] };
  labels: GalleryLabels;
}) {
  const { src, alt, index, refs, labels } = props;
  return (
    <GalleryImage
      ref={(img) => {
        refs.current[index] = img;
      }}
      src={src}
      alt={alt}
      loadingError={labels.loadingError}
      loading={index === 0 ? 'first' : 'lazy'}
    />
  );
}
