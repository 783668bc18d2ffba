import type { ComponentType } from 'react';

/**
 * Props the shell gives every remote's `./App`. `section` is the first path segment the shell
 * matched (`account`, `register`, `forgot-password` all mount the account area), because a
 * remote's routes are relative to that segment and could not tell them apart otherwise.
 */
export interface RemoteAppProps {
  section: string;
}

/** The module shape of every exposed `./App`. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}
