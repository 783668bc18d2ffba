import type { KyInstance } from 'ky';
import { createHttpClient, HttpActivity, type AuthSession } from '@autoparts/shared';
import { startMockServer, type RunningMockServer } from '@autoparts/shared/mock';
import { handlers, resetVehicleMock } from '../../mock';

const NO_SESSION: AuthSession = {
  accessToken: null,
  refreshToken: null,
  setTokens: () => undefined,
  clear: () => undefined,
};

/**
 * Serves the area's own mock slice over real HTTP for one test file (delays off, seeded garages
 * per test); `client()` is the storefront's HTTP client pointed at it.
 */
export function serveVehicleSlice() {
  let server: RunningMockServer;
  beforeAll(async () => {
    process.env.MOCK_DELAY = '0';
    server = await startMockServer(handlers);
  });
  afterAll(() => server.close());
  beforeEach(() => resetVehicleMock());
  return {
    client(session: AuthSession = NO_SESSION, onError = jest.fn()): KyInstance {
      return createHttpClient({
        prefixUrl: server.apiBase,
        session,
        activity: new HttpActivity(),
        onError,
        onAuthFailure: jest.fn(),
      });
    },
  };
}
