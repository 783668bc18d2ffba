export { useLoader, type Loaded, type LoaderOptions, type LoadStatus } from './use-loader';
export { LoadFailure, LoadState, type LoadFailureProps, type LoadStateProps } from './load-state';
