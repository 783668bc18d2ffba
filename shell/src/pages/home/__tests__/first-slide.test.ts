import { FIRST_SLIDE_ART, preloadFirstSlide } from '../first-slide';

function pageAt(pathname: string) {
  return { location: { pathname } as Location, document };
}

const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

it.each(['/', '/home-two'])(
  'asks for the first slide picture at %s, before the first render',
  (path) => {
    preloadFirstSlide(pageAt(path));
    const [link] = preloads();
    expect(preloads()).toHaveLength(1);
    expect(link!.getAttribute('href')).toBe(FIRST_SLIDE_ART);
    expect(link!.getAttribute('as')).toBe('image');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
  },
);

it.each(['/home-one', '/shop/cart', '/header-classic-variant-one', '/home-two/x'])(
  'asks for nothing at %s, which opens on no slideshow',
  (path) => {
    preloadFirstSlide(pageAt(path));
    expect(preloads()).toHaveLength(0);
  },
);
