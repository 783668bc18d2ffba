import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type Glide from '@glidejs/glide';
import '@glidejs/glide/dist/css/glide.core.min.css';
import { whenIdle } from '../../runtime/when-idle';
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

export interface GlideHandle {
  /**
   * Mounts the carousel if nobody has touched it yet, then hands it to `then` (at once when the
   * library is already here). Nothing happens while the carousel is disabled.
   */
  mount(then?: (glide: Glide) => void): void;
}

// Glide's code comes on its own: no page needs it for its first paint (the stylesheet lays the
// slides out as Glide will), so it is fetched when the page is idle, or at the first touch.
let glideModule: Promise<typeof Glide> | undefined;
let loadedGlide: typeof Glide | undefined;

function loadGlide(): Promise<typeof Glide> {
  glideModule ??= import('@glidejs/glide').then(({ default: GlideClass }) => {
    loadedGlide = GlideClass;
    return GlideClass;
  });
  return glideModule;
}

/**
 * The first pointer or focus on a carousel mounts it, before Glide's own listeners are needed:
 * mounting measures the track (a forced layout per carousel), which a home page with four
 * carousels paid during its first render. Until then the stylesheet lays the slides out exactly
 * as Glide will, at the first slide. Pointer events come first for mouse, pen and touch alike,
 * so their touchstart and mousedown have nothing to add.
 */
const FIRST_TOUCH = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * A @glidejs/glide carousel on `ref` (an element holding `[data-glide-el="track"]` >
 * `.glide__slides` > `.glide__slide`), mounted on first use (see FIRST_TOUCH) or by `mount()`.
 * It is rebuilt, at the slide it showed, 250 ms after the document's direction changes (spec §9)
 * and when `deps` change; destroyed on unmount.
 */
export function useGlide(
  ref: RefObject<HTMLElement | null>,
  { options, onMove, deps = [], enabled = true }: UseGlideOptions,
): GlideHandle {
  const mountNow = useRef<(then?: (glide: Glide) => void) => void>(() => undefined);
  const index = useRef(0);
  const wasMounted = useRef(false);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  const direction = useSettledDirection();

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let instance: Glide | null = null;
    let removed = false;
    const build = (GlideClass: typeof Glide) => {
      if (instance || removed) return instance;
      const mounted = new GlideClass(element, { ...options, direction, startAt: index.current });
      mounted.on('run.after', () => {
        index.current = mounted.index;
        onMoveRef.current?.(mounted.index);
      });
      mounted.mount();
      wasMounted.current = true;
      instance = mounted;
      return mounted;
    };
    const mount = (then?: (glide: Glide) => void) => {
      const ready = loadedGlide ? build(loadedGlide) : null;
      if (ready) then?.(ready);
      else if (!loadedGlide)
        void loadGlide().then((GlideClass) => {
          const built = build(GlideClass);
          if (built) then?.(built);
        });
    };
    const onFirstTouch = () => mount();
    mountNow.current = mount;
    // A rebuild (new direction or slides) of a carousel in use keeps it mounted at its slide.
    if (wasMounted.current) mount();
    const cancelIdleLoad = whenIdle(() => void loadGlide(), { timeout: 3000, fallbackDelay: 1000 });
    for (const type of FIRST_TOUCH) element.addEventListener(type, onFirstTouch, { capture: true });
    return () => {
      removed = true;
      cancelIdleLoad();
      for (const type of FIRST_TOUCH)
        element.removeEventListener(type, onFirstTouch, { capture: true });
      instance?.destroy();
      mountNow.current = () => undefined;
    };
    // The options object is read once per build; rebuilding on every render would reset drags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direction, enabled, ...deps]);

  return useMemo(() => ({ mount: (then) => mountNow.current(then) }), []);
}
