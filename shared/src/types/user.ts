export interface User {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  avatar: string;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Login and Register answer the user with its tokens; the tokens are stripped before saving. */
export interface AuthResponse extends User {
  tokenResponse: TokenPair;
}

export interface Address {
  id: number;
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
  default: boolean;
}

export interface Country {
  code: string;
  name: string;
}

export interface LoginPayload {
  account: string;
  password: string;
  countryCode: string;
}

/** What a sign-in form gives the auth store; the store adds the visitor's country code. */
export type SignInPayload = Omit<LoginPayload, 'countryCode'>;

export interface RegisterPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
}

/** What the HTTP client needs of the signed-in session; the auth store implements it. */
export interface AuthSession {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  setTokens(tokens: TokenPair): void;
  /** Forgets the user and both tokens (a refresh that failed, a reset). */
  clear(): void;
}

/** The authentication calls the auth store makes; implemented over the HTTP client in api/. */
export interface AuthApi {
  login(payload: LoginPayload): Promise<AuthResponse>;
  register(payload: RegisterPayload): Promise<AuthResponse>;
  logout(refreshToken: string | null): Promise<void>;
}
