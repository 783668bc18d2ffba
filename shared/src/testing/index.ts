// Test helpers for every package's jest tests: only tests import them, never a page, so they
// stay out of the browser bundle (they use jest globals, Node's fs and msw/node).
export { envForEachTest } from './env';
export { BOSCH, makeCategory, makeProduct, PRODUCT_OPTIONS } from './factories';
export { createTestStore, deferred, NO_AUTH_API, TEST_COUNTRY_CODE } from './test-store';
export { commonTexts, createTestI18n, type TestI18nOptions } from './test-i18n';
export {
  areaRoutes,
  currentLocation,
  renderWithProviders,
  type ProvidersOptions,
  type ProvidersResult,
} from './render';
export { expectTranslationParity } from './translations';
export { stubIntersectionObserver, type WatchedPlaces } from './intersection';
export { lendMessageChannel, settlesWithinMicrotasks } from './macrotasks';
export { storefrontForEachTest } from './storefront';
export {
  createTestHttpClient,
  FIRST_OPEN_MS,
  NO_SESSION,
  setupStorefrontApi,
  type SliceOptions,
  type TestHttpClientOptions,
} from './slice-server';
