/**
 * Expects the answer the API router gives while the area's database cannot be reached: a 503 a
 * client may retry (Retry-After, in whole seconds), in the spec's error payload, saying why.
 */
export async function expectDatabaseUnavailable(answer: Response): Promise<void> {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(await answer.json()).toEqual({
    status: 503,
    title: 'Service Unavailable',
    detail: expect.stringContaining('database'),
    errors: {},
  });
}
