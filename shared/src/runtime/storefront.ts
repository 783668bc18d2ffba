import type { KyInstance } from 'ky';
import i18next from 'i18next';
import type { RuntimeConfig } from '../config/runtime-config';
import { accountLinks } from '../contracts/links';
import type { User } from '../types';
import {
  createAuthApi,
  createGarageApi,
  createHttpClient,
  HttpActivity,
  lookupCountryCode,
  QUIET,
} from '../api';
import { initI18n, type StartupTexts } from '../i18n';
import { getBrowserStorage } from '../storage';
import { createRootStore, type AuthStore, type RootStore } from '../stores';
import { toastNotifier } from '../ui/toast-notifier';
import { yieldToBrowser } from './yield-to-browser';

/** The one running storefront of the page: its config, HTTP client and root store. */
export interface Storefront {
  config: RuntimeConfig;
  http: KyInstance;
  activity: HttpActivity;
  stores: RootStore;
}

export interface StartOptions {
  /** Client-side navigation of the host's router; a failed token refresh uses it to reach sign-in. */
  navigate?: (to: string) => void;
  /** The common texts the host's entry asked for while the bundles downloaded. */
  startupTexts?: StartupTexts;
}

let current: Storefront | null = null;
const waitingForStart = new Set<() => void>();
let navigateTo: (to: string) => void = (to) => window.location.assign(to);

/** Lets the host's router take over navigation once it exists (it is created after the stores). */
export function setStorefrontNavigator(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

/**
 * Builds the page's singletons once. The HTTP client and the auth store need each other (the
 * client reads tokens, the store signs in through the client), so the client gets a session
 * that reads the store lazily.
 */
export async function startStorefront(
  config: RuntimeConfig,
  options: StartOptions = {},
): Promise<Storefront> {
  if (current) return current;
  if (options.navigate) navigateTo = options.navigate;
  const activity = new HttpActivity();
  let stores: RootStore | null = null;
  const session = {
    get accessToken() {
      return stores?.auth.accessToken ?? null;
    },
    get refreshToken() {
      return stores?.auth.refreshToken ?? null;
    },
    setTokens: (tokens: { token: string; refreshToken: string }) => stores?.auth.setTokens(tokens),
    clear: () => stores?.auth.clear(),
  };
  const http = createHttpClient({
    prefixUrl: config.apiBase,
    session,
    activity,
    onError: (message) => toastNotifier.error(message),
    onAuthFailure: (returnUrl) => navigateTo(accountLinks.login.getHref(returnUrl)),
  });
  stores = createRootStore({
    storage: getBrowserStorage(),
    authApi: createAuthApi(http),
    garageApi: createGarageApi(http),
    countryCode: lookupCountryCode,
    notifier: toastNotifier,
    document,
    location: window.location,
    browserLanguages: navigator.languages,
    onLanguageChange: (code) => void i18next.changeLanguage(code),
    // Spec §7: called on every cart add; its result and any error are ignored.
    onCartAdd: () => http.get('WeatherForecast/Testing', { context: QUIET }).catch(() => undefined),
    // A sign-in, a cart line or a currency chosen in another tab shows in this one at once.
    otherTabs: window,
  });
  // Not awaited: the page is drawn meanwhile, and its own calls share any refresh this starts.
  void checkStoredSession(http, stores.auth);
  // Building the stores and starting i18next were one 25 ms task here (a tenth of a second at a
  // phone's 4x CPU, before the first render): i18next starts in a task of its own.
  await yieldToBrowser();
  await initI18n(stores.language.language.code, options.startupTexts);
  setStorefront({ config, http, activity, stores });
  return current!;
}

/**
 * Runs `ask` now if a storefront runs, else once one starts. An area's module can be evaluated
 * before the shell has started it (the shell loads the area a page opens on as soon as
 * /config.json answers, beside its own libraries): what such a module asks for at once waits
 * here for the HTTP client instead of failing for want of it.
 */
export function afterStorefrontStarts<T>(ask: () => Promise<T>): Promise<T> {
  if (current) return ask();
  return new Promise<void>((resolve) => waitingForStart.add(resolve)).then(ask);
}

/**
 * The start-up check of a restored session (ValidateToken); a refused token is renewed through an
 * authenticated call of the client (the profile, which also brings the stored user up to date).
 */
export function checkStoredSession(http: KyInstance, auth: AuthStore): Promise<void> {
  const authApi = createAuthApi(http);
  return auth.checkSession(
    async (token) => (await authApi.validateToken({ token })).valid,
    async () => auth.setUser(await http.get('account/profile', { context: QUIET }).json<User>()),
  );
}

export function getStorefront(): Storefront {
  if (!current)
    throw new Error('The storefront has not been started: call startStorefront() first.');
  return current;
}

/** The storefront's HTTP client, for the `api/` modules of every area. */
export function getHttp(): KyInstance {
  return getStorefront().http;
}

/** Replaces the running storefront (tests give each render a fresh one). */
export function setStorefront(storefront: Storefront | null): void {
  current = storefront;
  if (!current) return;
  for (const resolve of waitingForStart) resolve();
  waitingForStart.clear();
}
