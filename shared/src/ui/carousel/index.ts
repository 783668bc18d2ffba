export { DIRECTION_REBUILD_DELAY_MS, useSettledDirection, type Direction } from './use-direction';
export { useGlide, type GlideHandle, type GlideOptions, type UseGlideOptions } from './use-glide';
