import { issueTokens } from '@autoparts/shared/mock';
import { serveSlice } from '@autoparts/shared/testing';
import { handlers, resetVehicleMock } from '..';

/** Runs the slice over real HTTP for one test file, with delays off and fresh garages per test. */
export function serveVehicleApi(): {
  api: (path: string, init?: RequestInit) => Promise<Response>;
} {
  return { api: serveSlice(handlers, { reset: resetVehicleMock }).fetch };
}

export function bearer(userId: number): Record<string, string> {
  return {
    Authorization: `Bearer ${issueTokens(userId).token}`,
    'Content-Type': 'application/json',
  };
}

/** The spec's error payload. */
export const errorPayload = expect.objectContaining({
  status: expect.any(Number),
  title: expect.any(String),
  detail: expect.any(String),
  errors: expect.any(Object),
});
