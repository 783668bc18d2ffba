import { useEffect, useRef, type RefObject } from 'react';
import Glide from '@glidejs/glide';
import '@glidejs/glide/dist/css/glide.core.min.css';
import { useSettledDirection } from './use-direction';

export type GlideOptions = ConstructorParameters<typeof Glide>[1];

export interface UseGlideOptions {
  /** Glide settings; `direction` and `startAt` are managed here. */
  options: GlideOptions;
  /** Called with the slide index after every move. */
  onMove?: (index: number) => void;
  /** Rebuilds the carousel when any of these change (e.g. the number of slides). */
  deps?: readonly unknown[];
  enabled?: boolean;
}

/**
 * Mounts a @glidejs/glide carousel on `ref` (an element holding `[data-glide-el="track"]` >
 * `.glide__slides` > `.glide__slide`). It is rebuilt, at the slide it showed, 250 ms after the
 * document's direction changes (spec §9) and when `deps` change; destroyed on unmount.
 */
export function useGlide(
  ref: RefObject<HTMLElement | null>,
  { options, onMove, deps = [], enabled = true }: UseGlideOptions,
): RefObject<Glide | null> {
  const glide = useRef<Glide | null>(null);
  const index = useRef(0);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  const direction = useSettledDirection();

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const instance = new Glide(element, { ...options, direction, startAt: index.current });
    instance.on('run.after', () => {
      index.current = instance.index;
      onMoveRef.current?.(instance.index);
    });
    instance.mount();
    glide.current = instance;
    return () => {
      instance.destroy();
      if (glide.current === instance) glide.current = null;
    };
    // The options object is read once per build; rebuilding on every render would reset drags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direction, enabled, ...deps]);

  return glide;
}
