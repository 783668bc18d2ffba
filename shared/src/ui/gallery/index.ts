export {
  Gallery,
  THUMBNAIL_BREAKPOINTS,
  THUMBNAILS_PER_VIEW,
  type GalleryLabels,
  type GalleryProps,
} from './gallery';
export { GalleryImage, fileNameOf, type GalleryImageProps } from './gallery-image';
export { DRAG_GUARD_DISTANCE_PX, DRAG_GUARD_TIME_MS, createTapGuard, isTap } from './tap-guard';
export {
  ZOOM_BACKGROUND_OPACITY,
  openZoom,
  zoomSize,
  type ZoomImage,
  type ZoomLabels,
} from './zoom';
