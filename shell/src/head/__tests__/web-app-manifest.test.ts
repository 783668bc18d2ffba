import { linkWebAppManifestWhenIdle, WEB_APP_MANIFEST } from '../web-app-manifest';

/** A page in the given loading state whose idle callbacks run when the test says. */
function page(readyState: DocumentReadyState) {
  const document = window.document.implementation.createHTMLDocument();
  Object.defineProperty(document, 'readyState', { value: readyState });
  const idle: (() => void)[] = [];
  const win = Object.assign(new EventTarget(), {
    document,
    requestIdleCallback: (task: () => void) => idle.push(task),
  }) as unknown as Window;
  const manifests = () =>
    [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
      link.getAttribute('href'),
    );
  const runIdle = () => idle.splice(0).forEach((task) => task());
  return { win, manifests, runIdle };
}

describe('linkWebAppManifestWhenIdle', () => {
  it('links the manifest only once the page has loaded and the browser is idle', () => {
    const { win, manifests, runIdle } = page('loading');
    linkWebAppManifestWhenIdle(win);
    runIdle();
    expect(manifests()).toEqual([]);
    win.dispatchEvent(new Event('load'));
    expect(manifests()).toEqual([]);
    runIdle();
    expect(manifests()).toEqual([WEB_APP_MANIFEST]);
  });

  it('waits only for an idle moment when the page has already loaded', () => {
    const { win, manifests, runIdle } = page('complete');
    linkWebAppManifestWhenIdle(win);
    expect(manifests()).toEqual([]);
    runIdle();
    expect(manifests()).toEqual([WEB_APP_MANIFEST]);
  });

  it('adds no second link', () => {
    const { win, manifests, runIdle } = page('complete');
    linkWebAppManifestWhenIdle(win);
    linkWebAppManifestWhenIdle(win);
    runIdle();
    expect(manifests()).toEqual([WEB_APP_MANIFEST]);
  });
});
