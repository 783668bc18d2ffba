import { whenIdle } from '@autoparts/shared/startup';

/** The storefront's web app manifest (shared/public), with its icons. */
export const WEB_APP_MANIFEST = '/manifest.webmanifest';

/**
 * Links the web app manifest once the page has loaded and the browser is idle, instead of in
 * index.html. A phone's browser asks for the manifest and its icon as soon as it sees the link
 * (to know whether the shop can be installed), and on a first visit those two requests shared
 * the link and the connections with the scripts the first page waits for. Installing is offered
 * later anyway; nothing on the page reads the manifest.
 */
export function linkWebAppManifestWhenIdle(win: Window = window): void {
  const link = () => {
    const { document } = win;
    if (document.head.querySelector('link[rel="manifest"]')) return;
    const element = document.createElement('link');
    element.rel = 'manifest';
    element.href = WEB_APP_MANIFEST;
    document.head.append(element);
  };
  const linkWhenIdle = () => void whenIdle(link, {}, win);
  if (win.document.readyState === 'complete') linkWhenIdle();
  else win.addEventListener('load', linkWhenIdle, { once: true });
}
