// The async boundary: shared singletons are negotiated before any app code runs. /config.json is
// asked for now, so it arrives while the bundles still download instead of after them.
const configRequest = fetch('/config.json', { cache: 'no-store' });
// Handled here so a failure is not reported as unhandled before the bootstrap reads it.
configRequest.catch(() => undefined);
void import('./bootstrap').then(({ start }) =>
  start(document.getElementById('root')!, configRequest),
);
