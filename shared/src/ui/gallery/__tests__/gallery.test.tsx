import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery, type GalleryLabels } from '../gallery';
import { fileNameOf } from '../gallery-image';
import { isTap } from '../tap-guard';
import { useSettledDirection } from '../../carousel/use-direction';
import { closeAfterOpening, zoomSize } from '../zoom';

const labels: GalleryLabels = {
  loadingError: 'Loading error',
  close: 'Close',
  zoom: 'Zoom',
  previous: 'Previous',
  next: 'Next',
  zoomImage: (n, count) => `Zoom image ${n} of ${count}`,
  showImage: (n, count) => `Show image ${n} of ${count}`,
  thumbnails: 'Product images',
};

const IMAGES = ['/api/shop/images/products/tires-1.svg', '/api/shop/images/products/tires-2.svg'];

describe('gallery helpers', () => {
  it('tells a click from a drag: 15 px and 250 ms', () => {
    const start = { x: 100, y: 100, time: 1000 };
    expect(isTap(start, { x: 112, y: 109, time: 1250 })).toBe(true);
    expect(isTap(start, { x: 116, y: 100, time: 1100 })).toBe(false);
    expect(isTap(start, { x: 100, y: 100, time: 1251 })).toBe(false);
    expect(isTap(null, { x: 0, y: 0, time: 0 })).toBe(true);
  });

  it('keeps a close asked for while the viewer opens, and closes once it has opened', () => {
    const close = jest.fn();
    const handlers: (() => void)[] = [];
    const viewer = {
      close,
      opener: { isOpening: true },
      on: (_name: 'openingAnimationEnd', handler: () => void) => void handlers.push(handler),
    };
    closeAfterOpening(viewer);
    viewer.close();
    expect(close).not.toHaveBeenCalled();
    viewer.opener.isOpening = false;
    handlers.forEach((handler) => handler());
    expect(close).toHaveBeenCalledTimes(1);
    viewer.close();
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('names the file of an address and gives drawings room to zoom', () => {
    expect(fileNameOf('/api/shop/images/products/tires-1.svg?v=2')).toBe('tires-1.svg');
    expect(zoomSize({ width: 400, height: 400 }, 'a/b.svg')).toEqual({ width: 1600, height: 1600 });
    expect(zoomSize({ width: 640, height: 480 }, 'a/b.jpg')).toEqual({ width: 640, height: 480 });
  });
});

describe('Gallery', () => {
  it('shows the chosen thumbnail as the current image', async () => {
    const user = userEvent.setup();
    render(<Gallery images={IMAGES} alt="Tire" labels={labels} />);
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    expect(screen.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Zoom image 2 of 2' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('keeps the last choice when it comes while the carousel still slides to the one before', async () => {
    const three = [...IMAGES, '/api/shop/images/products/tires-3.svg'];
    render(<Gallery images={three} alt="Tire" labels={labels} />);
    const thumb = (n: number) => screen.getByRole('button', { name: `Show image ${n} of 3` });
    const featured = screen.getByRole('button', { name: 'Zoom image 1 of 3' }).closest('.glide');
    // Mounted (its library loaded) before the clock is faked.
    fireEvent.pointerEnter(featured!);
    await waitFor(() => expect(featured).toHaveClass('glide--slider'));
    jest.useFakeTimers();
    try {
      // Two quick choices: the carousel is still moving to image 2 when image 3 is chosen.
      fireEvent.click(thumb(2));
      fireEvent.click(thumb(3));
      act(() => jest.advanceTimersByTime(2000));
      expect(thumb(3)).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: 'Zoom image 3 of 3' })).toHaveAttribute(
        'tabindex',
        '0',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('mounts its carousels on the first touch, not while the page renders', async () => {
    render(<Gallery images={IMAGES} alt="Tire" labels={labels} />);
    const strip = screen.getByRole('group', { name: 'Product images' });
    const featured = screen.getByRole('button', { name: 'Zoom image 1 of 2' }).closest('.glide');
    // Glide marks the element it mounts on with its type.
    expect(strip).not.toHaveClass('glide--slider');
    expect(featured).not.toHaveClass('glide--slider');
    fireEvent.pointerEnter(strip);
    await waitFor(() => expect(strip).toHaveClass('glide--slider'));
    expect(featured).not.toHaveClass('glide--slider');
    fireEvent.focusIn(screen.getByRole('button', { name: 'Zoom image 1 of 2' }));
    await waitFor(() => expect(featured).toHaveClass('glide--slider'));
  });

  it('asks for the first picture at once and first (the page’s largest element), the others lazily, thumbnails last', () => {
    const { container } = render(
      <Gallery images={IMAGES} alt="Tire" labels={labels} zoom={false} />,
    );
    const [first, second, ...thumbnails] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(thumbnails).toHaveLength(2);
    for (const image of thumbnails) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('fetchpriority', 'low');
    }
  });

  it('shows "Loading error" and the file name for an image that fails', () => {
    render(<Gallery images={IMAGES} alt="Tire" labels={labels} zoom={false} />);
    const [first] = screen.getAllByRole('img', { name: 'Tire' });
    fireEvent.error(first!);
    expect(screen.getByText('Loading error')).toBeInTheDocument();
    expect(screen.getByText('tires-1.svg')).toBeInTheDocument();
  });

  it('has no thumbnails for a single image and nothing for none', () => {
    const { rerender, container } = render(
      <Gallery images={IMAGES.slice(0, 1)} alt="Tire" labels={labels} />,
    );
    expect(screen.queryByRole('group', { name: 'Product images' })).not.toBeInTheDocument();
    rerender(<Gallery images={[]} alt="Tire" labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});

function DirectionProbe() {
  return <output aria-label="Direction">{useSettledDirection()}</output>;
}

describe('useSettledDirection', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute('dir');
  });

  it('reports a direction change 250 ms after it happens', async () => {
    jest.useFakeTimers();
    render(<DirectionProbe />);
    const probe = screen.getByRole('status', { name: 'Direction' });
    expect(probe).toHaveTextContent('ltr');
    await act(async () => {
      document.documentElement.dir = 'rtl';
      await Promise.resolve();
    });
    act(() => jest.advanceTimersByTime(249));
    expect(probe).toHaveTextContent('ltr');
    act(() => jest.advanceTimersByTime(1));
    expect(probe).toHaveTextContent('rtl');
  });
});
