/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { SEEDED, expectInvalidFields, expectProblem, serveAccountSlice } from './slice-client';

const { put, get, login, signIn, registerAnother } = serveAccountSlice();

// A new email goes with the current password (see rate-limits.test.ts for its refusals).
const changes = {
  email: 'Ryan.New@Example.com',
  phone: '+1 212 555 0100',
  firstName: 'Zoe',
  lastName: 'Quinn',
  currentPassword: SEEDED.password,
};

describe('PUT /api/account/profile', () => {
  it('saves the profile and answers the public user with an avatar of the new initials', async () => {
    const { token } = await signIn();
    const before = (await get('/account/profile', { bearer: token })).body;

    const { status, body } = await put('/account/profile', changes, { bearer: token });

    expect(status).toBe(200);
    expect(body).toEqual({
      email: 'ryan.new@example.com',
      phone: '+1 212 555 0100',
      firstName: 'Zoe',
      lastName: 'Quinn',
      avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
    expect(decodeURIComponent(body.avatar)).toContain('>ZQ</text>');
    expect(body.avatar).not.toBe(before.avatar);
    expect((await get('/account/profile', { bearer: token })).body).toEqual(body);
  });

  it('signs in with the new email afterwards, no longer with the old one', async () => {
    const { token } = await signIn();
    await put('/account/profile', changes, { bearer: token });

    expect((await login(changes.email, SEEDED.password)).status).toBe(200);
    expect((await login(SEEDED.email, SEEDED.password)).status).toBe(400);
  });

  it('keeps its own email and phone, and accepts an empty phone', async () => {
    const { token } = await signIn();
    const own = { ...changes, email: 'RED-PARTS@example.com', phone: '38 972 588-42-36' };
    expect((await put('/account/profile', own, { bearer: token })).status).toBe(200);
    const noPhone = { ...changes, phone: '' };
    expect((await put('/account/profile', noPhone, { bearer: token })).body.phone).toBe('');
  });

  it('refuses an email another account has with a 400 on the email field', async () => {
    await registerAnother('taken@example.com');
    const { token } = await signIn();

    const answer = await put(
      '/account/profile',
      { ...changes, email: 'TAKEN@example.com' },
      { bearer: token },
    );

    const title = 'This email is already registered.';
    expectProblem(answer, 400, title, { email: [title] });
    expect((await get('/account/profile', { bearer: token })).body.email).toBe(SEEDED.email);
  });

  it("refuses another account's phone number (it signs in too)", async () => {
    const other = await registerAnother();
    const { status, body } = await put(
      '/account/profile',
      { ...changes, email: 'other@example.com', phone: '389725884236' },
      { bearer: other.token },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ phone: ['This phone number is already registered.'] });
  });

  it.each([
    ['missing fields', {}, ['email', 'firstName', 'lastName']],
    ['wrong types', { ...changes, firstName: 7, phone: true }, ['firstName', 'phone']],
    ['a bad email', { ...changes, email: 'not-an-email' }, ['email']],
    ['a bad phone', { ...changes, phone: '12' }, ['phone']],
    ['an over-long name', { ...changes, lastName: 'x'.repeat(101) }, ['lastName']],
    ['blank names', { ...changes, firstName: '  ' }, ['firstName']],
    ['an array', [changes], ['body']],
  ])('answers %s with a 400 and field errors', async (_, body, fields) => {
    const { token } = await signIn();
    expectInvalidFields(await put('/account/profile', body, { bearer: token }), fields);
  });

  it('refuses a name with a lone surrogate with a 400 on that field and keeps the profile', async () => {
    const { token } = await signIn();
    const before = (await get('/account/profile', { bearer: token })).body;

    const answer = await put(
      '/account/profile',
      { ...changes, lastName: 'Q\udfff' },
      { bearer: token },
    );

    expectInvalidFields(answer, ['lastName']);
    expect((await get('/account/profile', { bearer: token })).body).toEqual(before);
  });

  it('answers malformed JSON with a 400', async () => {
    const { token } = await signIn();
    const answer = await put('/account/profile', undefined, { bearer: token, raw: '{"email":' });
    expect(answer.status).toBe(400);
    expect(answer.body.title).toBe('The request body is not valid JSON.');
  });

  it('answers a request without a valid token with a 401 and changes nothing', async () => {
    expect((await put('/account/profile', changes)).status).toBe(401);
    expect((await put('/account/profile', changes, { bearer: 'A'.repeat(32) })).status).toBe(401);
    expect((await login()).status).toBe(200);
  });
});
