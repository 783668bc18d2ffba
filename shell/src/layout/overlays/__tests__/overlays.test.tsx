import { act, screen } from '@testing-library/react';
import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from '@autoparts/shared/router';
import { renderWithProviders } from '../../../testing/render';
import { LoadingBar, START_DELAY_MS } from '../loading-bar';
import { navigationProgress } from '../navigation-progress';
import { PRELOADER_MAX_MS, usePreloaderFadeOut } from '../use-preloader';

/** A page whose area is still downloading, as AreaLoading reports it. */
function PendingArea() {
  useEffect(() => {
    navigationProgress.areaStarted();
    return () => navigationProgress.areaSettled();
  }, []);
  return <p>area loading</p>;
}

/** Whether the area of the test's page is still downloading; false as it arrives. */
const areaPending = observable.box(true);

beforeEach(() => act(() => areaPending.set(true)));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.getElementById('preloader')?.remove();
});

describe('loading bar', () => {
  const Layout = observer(function Layout() {
    const { pathname } = useLocation();
    return (
      <>
        <LoadingBar />
        {pathname === '/next' && areaPending.get() ? <PendingArea /> : <p>page</p>}
      </>
    );
  });

  it('starts 50 ms after a navigation begins and finishes once the page has arrived', () => {
    const { router } = renderWithProviders(<Layout />);
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/next'));
    expect(screen.getByText('area loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(START_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();

    // Still running while the area downloads; it finishes (and goes) once the area is there.
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => areaPending.set(false));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('startup preloader', () => {
  const Shell = observer(function Shell({ pending }: { pending: boolean }) {
    usePreloaderFadeOut();
    return pending && areaPending.get() ? <PendingArea /> : <p>home</p>;
  });

  function addPreloader(): HTMLElement {
    const preloader = document.createElement('div');
    preloader.id = 'preloader';
    document.body.append(preloader);
    return preloader;
  }

  it('fades out and goes once the first page has rendered', () => {
    const preloader = addPreloader();
    renderWithProviders(<Shell pending={false} />);
    expect(preloader).toHaveClass('preloader--hidden');
    act(() => jest.advanceTimersByTime(600));
    expect(document.getElementById('preloader')).toBeNull();
  });

  it("stays while the first page's area is still downloading", () => {
    const preloader = addPreloader();
    renderWithProviders(<Shell pending />);
    act(() => jest.advanceTimersByTime(PRELOADER_MAX_MS - 1));
    expect(preloader).not.toHaveClass('preloader--hidden');
    expect(document.getElementById('preloader')).toBe(preloader);

    // The area arrives (its placeholder unmounts): the first navigation has ended.
    act(() => areaPending.set(false));
    expect(preloader).toHaveClass('preloader--hidden');
    act(() => jest.advanceTimersByTime(600));
    expect(document.getElementById('preloader')).toBeNull();
  });

  it('gives way after 3 s at the latest: a hanging area never leaves only a spinner', () => {
    const preloader = addPreloader();
    renderWithProviders(<Shell pending />);
    act(() => jest.advanceTimersByTime(PRELOADER_MAX_MS));
    expect(preloader).toHaveClass('preloader--hidden');
    act(() => jest.advanceTimersByTime(600));
    expect(document.getElementById('preloader')).toBeNull();
    expect(screen.getByText('area loading')).toBeInTheDocument();
  });
});
