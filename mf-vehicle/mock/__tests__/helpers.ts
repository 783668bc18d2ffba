import { issueTokens, startMockServer, type RunningMockServer } from '@autoparts/shared/mock';
import { handlers, resetVehicleMock } from '..';

/** Runs the slice over real HTTP for one test file, with delays off and fresh garages per test. */
export function serveVehicleApi(): {
  api: (path: string, init?: RequestInit) => Promise<Response>;
} {
  let server: RunningMockServer;
  beforeAll(async () => {
    process.env.MOCK_DELAY = '0';
    server = await startMockServer(handlers);
  });
  afterAll(() => server.close());
  beforeEach(() => resetVehicleMock());
  return { api: (path, init) => fetch(`${server.apiBase}${path}`, init) };
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
