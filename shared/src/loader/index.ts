export {
  startLoadEarly,
  useLoader,
  type Loaded,
  type LoaderOptions,
  type LoadStatus,
} from './use-loader';
export {
  LoadFailure,
  LoadingPlaceholder,
  LoadState,
  type LoadFailureProps,
  type LoadingPlaceholderProps,
  type LoadStateProps,
} from './load-state';
export { lazyBlock, lazyPage, type LazyPage } from './lazy-page';
export { matchAreaRoute, preloadOpeningPage, type AreaRoute } from './area-routes';
