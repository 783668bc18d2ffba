import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { validateWith, type StandardSchema } from '../validation';
import type { AuthApi, AuthResponse, LoginPayload, RegisterPayload } from '../types';
import { API_ERROR_MESSAGES, ApiError } from './api-error';
import { NO_TOKEN_REFRESH } from './http-client';

export interface ValidateTokenPayload {
  token: string;
}

/**
 * The session's calls: the auth store's (sign in, register, sign out) and the start-up check of a
 * stored token. The account area's own calls (account lookup, password reset) are the area's.
 */
export interface SessionApi extends AuthApi {
  validateToken(payload: ValidateTokenPayload): Promise<{ valid: boolean }>;
}

// Optional user fields default to '' so a sparse answer still signs in; the tokens are required.
const optionalText = v.nullish(v.string(), '');
const token = v.pipe(v.string(), v.minLength(1));
const authResponseSchema = v.object({
  email: v.string(),
  phone: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  avatar: optionalText,
  tokenResponse: v.object({ token, refreshToken: token }),
});
const validSchema = v.object({ valid: v.boolean() });

/**
 * A 2xx whose body is not what the contract says is a failure the caller can show, not a crash.
 * Any Standard Schema will do: shared's valibot ones, an area's zod ones.
 */
export function parseAnswer<T>(schema: StandardSchema<T>, body: unknown): T {
  const checked = validateWith(schema, body);
  if (!checked.ok) {
    throw new ApiError(200, null, API_ERROR_MESSAGES.default, { cause: checked.problem });
  }
  return checked.value;
}

/** Paths are relative to the client's prefixUrl (spec §7, DESIGN.md "API and dev mocks"). */
export function createAuthApi(http: KyInstance): SessionApi {
  const post = (path: string, json: unknown) =>
    http.post(path, { json, context: NO_TOKEN_REFRESH });
  const send = async (path: string, json: unknown): Promise<void> => {
    await post(path, json).text();
  };

  return {
    async login(payload: LoginPayload): Promise<AuthResponse> {
      return parseAnswer(authResponseSchema, await post('Authentication/Login', payload).json());
    },
    async register(payload: RegisterPayload): Promise<AuthResponse> {
      return parseAnswer(authResponseSchema, await post('Authentication/Register', payload).json());
    },
    // The session ends locally whatever the server says, so an expired token is not refreshed.
    logout: (refreshToken) => send('Authentication/Logout', { refreshToken }),
    async validateToken(payload) {
      return parseAnswer(validSchema, await post('Authentication/ValidateToken', payload).json());
    },
  };
}
