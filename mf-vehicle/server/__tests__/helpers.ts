import { serveVehicleSlice } from '../../src/testing/serve-slice';

/**
 * Runs the service over real HTTP for one test file, with delays off and fresh garages per test;
 * `bearer(id)` signs the customer in and gives the headers of its JSON requests.
 */
export function serveVehicleApi() {
  const slice = serveVehicleSlice();
  return {
    api: slice.fetch,
    bearer: (userId: number): Record<string, string> => ({
      Authorization: `Bearer ${slice.signIn(userId)}`,
      'Content-Type': 'application/json',
    }),
  };
}

/** The spec's error payload. */
export const errorPayload = expect.objectContaining({
  status: expect.any(Number),
  title: expect.any(String),
  detail: expect.any(String),
  errors: expect.any(Object),
});
