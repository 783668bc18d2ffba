/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { serveAccountSlice } from './slice-client';

const { post } = serveAccountSlice();

describe('POST /api/Account/CheckIfAccountExists', () => {
  it.each([
    ['red-parts@example.com', true],
    ['RED-PARTS@EXAMPLE.COM', true],
    ['+38 972 588 42 36', true],
    ['nobody@example.com', false],
    ['555 0100', false],
  ])('answers %s with exists: %s', async (account, exists) => {
    expect(await post('/Account/CheckIfAccountExists', { account })).toEqual({
      status: 200,
      body: { exists },
    });
  });

  it('sees an account registered a moment ago', async () => {
    await post('/Authentication/Register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
    });
    const { body } = await post('/Account/CheckIfAccountExists', { account: 'ada@example.com' });
    expect(body).toEqual({ exists: true });
  });

  it.each([{}, { account: '' }, { account: null }, { account: 'a'.repeat(300) }])(
    'answers %j with a 400',
    async (payload) => {
      const { status, body } = await post('/Account/CheckIfAccountExists', payload);
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toEqual(['account']);
    },
  );
});
