import { useRouteHandles } from '../../route-table';

/** Where the two families of desktop headers differ (spec §4); menus hide entries per layout. */
export type DesktopHeaderLayout = 'spaceship' | 'classic';

/** Colour of a band of the header: the dark #333 band, white, grey or the red accent. */
export type BandTone = 'dark' | 'light' | 'grey' | 'accent';

export interface DesktopHeaderConfig {
  layout: DesktopHeaderLayout;
  /** The top bar (the spaceship's two wings, or the classic full-width strip). */
  topBar: BandTone;
  /** The row with the logo (classic) or the search and indicators (spaceship). */
  body: BandTone;
  /** The navigation row with the main menu. */
  nav: BandTone;
  /**
   * The departments button opens the category megamenus from the nav row or, in the classic
   * layout (the spaceship's search column is too narrow for both), beside the search.
   */
  departments: 'nav' | 'search';
  /**
   * Where the call-us block stands: the navigation row, or (classic only, the spaceship's body
   * row has no room for it) the logo row. The top bar shows the phone as well.
   */
  phone: 'nav' | 'body';
}

export const DESKTOP_HEADERS = {
  'spaceship-one': {
    layout: 'spaceship',
    topBar: 'dark',
    body: 'light',
    nav: 'dark',
    departments: 'nav',
    phone: 'nav',
  },
  'spaceship-two': {
    layout: 'spaceship',
    topBar: 'accent',
    body: 'dark',
    nav: 'light',
    departments: 'nav',
    phone: 'nav',
  },
  'spaceship-three': {
    layout: 'spaceship',
    topBar: 'grey',
    body: 'light',
    nav: 'light',
    departments: 'nav',
    phone: 'nav',
  },
  'classic-one': {
    layout: 'classic',
    topBar: 'dark',
    body: 'dark',
    nav: 'light',
    departments: 'nav',
    phone: 'nav',
  },
  'classic-two': {
    layout: 'classic',
    topBar: 'grey',
    body: 'light',
    nav: 'dark',
    departments: 'nav',
    phone: 'body',
  },
  'classic-three': {
    layout: 'classic',
    topBar: 'dark',
    body: 'accent',
    nav: 'light',
    departments: 'search',
    phone: 'nav',
  },
  'classic-four': {
    layout: 'classic',
    topBar: 'grey',
    body: 'light',
    nav: 'light',
    departments: 'search',
    phone: 'nav',
  },
  'classic-five': {
    layout: 'classic',
    topBar: 'dark',
    body: 'light',
    nav: 'accent',
    departments: 'nav',
    phone: 'nav',
  },
} as const satisfies Record<string, DesktopHeaderConfig>;

export type DesktopHeaderId = keyof typeof DESKTOP_HEADERS;

export const MOBILE_HEADERS = ['one', 'two'] as const;
export type MobileHeaderId = (typeof MOBILE_HEADERS)[number];

/** Spec §4: spaceship one and mobile one unless a route says otherwise. */
export const DEFAULT_DESKTOP_HEADER: DesktopHeaderId = 'spaceship-one';
export const DEFAULT_MOBILE_HEADER: MobileHeaderId = 'one';

/** The `handle` of a shell route: which headers its pages show. */
export interface ShellRouteHandle {
  desktopHeader?: DesktopHeaderId;
  mobileHeader?: MobileHeaderId;
}

function asShellHandle(handle: unknown): ShellRouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as ShellRouteHandle) : {};
}

export interface HeaderChoice {
  desktop: DesktopHeaderId;
  mobile: MobileHeaderId;
}

/** The headers of the current page: the deepest matched route that names one decides. */
export function useHeaderChoice(): HeaderChoice {
  const handles = useRouteHandles().map(asShellHandle).reverse();
  const desktop = handles.find((handle) => handle.desktopHeader)?.desktopHeader;
  const mobile = handles.find((handle) => handle.mobileHeader)?.mobileHeader;
  return {
    desktop: desktop && desktop in DESKTOP_HEADERS ? desktop : DEFAULT_DESKTOP_HEADER,
    mobile: mobile && MOBILE_HEADERS.includes(mobile) ? mobile : DEFAULT_MOBILE_HEADER,
  };
}
