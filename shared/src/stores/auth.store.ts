import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import {
  STORAGE_KEYS,
  isToken,
  readStoredJson,
  readStoredString,
  removeStoredItems,
  tokenPairSchema,
  userSchema,
  writeStoredJson,
  writeStoredString,
  type StorageKey,
  type StorageLike,
} from '../storage';
import type {
  AuthApi,
  AuthResponse,
  AuthSession,
  RegisterPayload,
  SignInPayload,
  TokenPair,
  User,
} from '../types';

export interface AuthStoreDeps {
  storage: StorageLike;
  api: AuthApi;
  /** The visitor's two-letter country for the Login payload (spec §7), '' when unknown. */
  countryCode?: () => Promise<string>;
}

const authResponseSchema = v.object({ user: userSchema, tokens: tokenPairSchema });

/** Thrown when Login or Register answer something that is not a user with tokens. */
export class AuthResponseError extends Error {
  override name = 'AuthResponseError';
}

function splitAuthResponse(response: AuthResponse): { user: User; tokens: TokenPair } {
  const parsed = v.safeParse(authResponseSchema, {
    user: response,
    tokens: response?.tokenResponse,
  });
  if (!parsed.success)
    throw new AuthResponseError('The server answered without a user and tokens.');
  return parsed.output;
}

/** A stored token of another shape counts as none, which ends the saved session below. */
function readStoredToken(storage: StorageLike, key: StorageKey): string | null {
  const value = readStoredString(storage, key);
  return isToken(value) ? value : null;
}

export class AuthStore implements AuthSession {
  user: User | null = null;
  accessToken: string | null = null;
  refreshToken: string | null = null;

  readonly followedKeys = [STORAGE_KEYS.user, STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken];

  constructor(private readonly deps: AuthStoreDeps) {
    makeAutoObservable<AuthStore, 'deps'>(
      this,
      { deps: false, followedKeys: false },
      { autoBind: true },
    );
    // A half-saved session (spec §4) would send stale tokens or show a user it cannot act for, and
    // a corrupt token would break every call it rides on: start signed out instead.
    if (!this.adoptStoredSession()) this.clear();
  }

  /**
   * Takes the session another tab of the storefront has just written (a sign-in, a refresh, a
   * sign-out). Refresh tokens rotate: a tab that kept the old one would present a spent token,
   * which ends the session everywhere. Storage is only read here: while the other tab is still
   * writing its keys one by one, this tab is signed out for a moment, never the other one.
   */
  syncFromStorage(): void {
    this.adoptStoredSession();
  }

  /** Holds the stored session when it is whole and well-formed; otherwise none. */
  private adoptStoredSession(): boolean {
    const { storage } = this.deps;
    const user = readStoredJson(storage, STORAGE_KEYS.user, v.nullable(userSchema), null);
    const accessToken = readStoredToken(storage, STORAGE_KEYS.accessToken);
    const refreshToken = readStoredToken(storage, STORAGE_KEYS.refreshToken);
    const whole = Boolean(user && accessToken && refreshToken);
    this.user = whole ? user : null;
    this.accessToken = whole ? accessToken : null;
    this.refreshToken = whole ? refreshToken : null;
    return whole;
  }

  get isSignedIn(): boolean {
    return this.user !== null && this.accessToken !== null;
  }

  /**
   * Starts the country lookup as the visitor starts on a sign-in form, so its answer is in by the
   * time the form is sent (the lookup is asked once per page).
   */
  prepareSignIn(): void {
    void this.deps.countryCode?.();
  }

  /** Rejects with the API's error, for the form to show its title. */
  async login(payload: SignInPayload): Promise<User> {
    const countryCode = (await this.deps.countryCode?.()) ?? '';
    return this.signIn(await this.deps.api.login({ ...payload, countryCode }));
  }

  async register(payload: RegisterPayload): Promise<User> {
    return this.signIn(await this.deps.api.register(payload));
  }

  /** Signs out locally even when the server cannot be told. */
  async logout(): Promise<void> {
    try {
      await this.deps.api.logout(this.refreshToken);
    } catch {
      // The tokens are forgotten below either way; the server lets them expire.
    }
    runInAction(() => this.clear());
  }

  /**
   * Sign-in through query parameters (spec §5): both tokens are required. Without a `user` the
   * caller loads the profile and hands it to `setUser`. Returns whether it signed in.
   */
  signInWithTokens(accessToken: string | null, refreshToken: string | null, user?: User): boolean {
    const tokens = v.safeParse(tokenPairSchema, { token: accessToken, refreshToken });
    if (!tokens.success) return false;
    this.setTokens(tokens.output);
    if (user) this.setUser(user);
    return true;
  }

  /**
   * Checks the restored session with the server once on start (`validate`: ValidateToken). An
   * access token it refuses (expired, or revoked by a password change elsewhere) is handed to
   * `renew`, an authenticated call whose 401 makes the HTTP client refresh the tokens once for
   * every waiting call, or send the visitor to sign-in when the refresh is refused (spec §8). A
   * check that cannot be made leaves the session as it is: the next call will tell.
   */
  async checkSession(
    validate: (accessToken: string) => Promise<boolean>,
    renew: () => Promise<unknown>,
  ): Promise<void> {
    const token = this.accessToken;
    if (!token) return;
    let valid: boolean;
    try {
      valid = await validate(token);
    } catch {
      return;
    }
    // A refresh that ran meanwhile has replaced the token already.
    if (valid || this.accessToken !== token) return;
    try {
      await renew();
    } catch {
      // The client has refreshed, or ended the session and gone to sign-in.
    }
  }

  /** A token refresh replaces both tokens (spec §4). */
  setTokens(tokens: TokenPair): void {
    this.accessToken = tokens.token;
    this.refreshToken = tokens.refreshToken;
    writeStoredString(this.deps.storage, STORAGE_KEYS.accessToken, tokens.token);
    writeStoredString(this.deps.storage, STORAGE_KEYS.refreshToken, tokens.refreshToken);
  }

  /** The saved user after a profile update; anything else than a user is ignored. */
  setUser(user: User): void {
    const parsed = v.safeParse(userSchema, user);
    if (!parsed.success) return;
    this.user = parsed.output;
    writeStoredJson(this.deps.storage, STORAGE_KEYS.user, parsed.output);
  }

  clear(): void {
    this.user = null;
    this.accessToken = null;
    this.refreshToken = null;
    const { storage } = this.deps;
    removeStoredItems(
      storage,
      STORAGE_KEYS.user,
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
    );
  }

  private signIn(response: AuthResponse): User {
    const { user, tokens } = splitAuthResponse(response);
    this.setTokens(tokens);
    this.setUser(user);
    return user;
  }
}
