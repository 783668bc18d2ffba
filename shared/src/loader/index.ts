export { useLoader, type Loaded, type LoadStatus } from './use-loader';
export { LoadState, type LoadStateProps } from './load-state';
