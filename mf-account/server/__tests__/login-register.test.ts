/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { SEEDED, serveAccountSlice } from './slice-client';

const { post, login } = serveAccountSlice();

const TOKEN = /^[A-Za-z0-9]{32}$/;

const newCustomer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0018',
  password: 'analytical',
};

describe('POST /api/Authentication/Login', () => {
  it('answers the user and a pair of 32-character tokens', async () => {
    const { status, body } = await login();

    expect(status).toBe(200);
    expect(body).toEqual({
      email: SEEDED.email,
      phone: '38 972 588-42-36',
      firstName: 'Ryan',
      lastName: 'Ford',
      avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
      tokenResponse: {
        token: expect.stringMatching(TOKEN),
        refreshToken: expect.stringMatching(TOKEN),
      },
    });
    expect(body.tokenResponse.token).not.toBe(body.tokenResponse.refreshToken);
    expect(JSON.stringify(body)).not.toMatch(/password|123456|scrypt/i);
  });

  it('accepts the email in any case and the phone number in any format', async () => {
    expect((await login('  RED-Parts@Example.com ')).status).toBe(200);
    expect((await login('+38 (972) 588 42 36')).status).toBe(200);
    expect((await login('389725884236')).status).toBe(200);
  });

  it('works without a country code (the IP lookup may have failed)', async () => {
    const { status } = await post('/Authentication/Login', {
      account: SEEDED.email,
      password: SEEDED.password,
    });
    expect(status).toBe(200);
  });

  it.each([
    ['a wrong password', SEEDED.email, '1234567'],
    ['an unknown account', 'nobody@example.com', SEEDED.password],
    ['an unknown phone', '+1 555 000 0000', SEEDED.password],
  ])('refuses %s with a 400 the client does not try to refresh', async (_, account, password) => {
    const { status, body } = await login(account, password);

    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      title: 'Invalid account or password.',
      detail: expect.any(String),
      errors: {},
    });
  });

  it('names each missing field', async () => {
    const { status, body } = await post('/Authentication/Login', { countryCode: 'US' });

    expect(status).toBe(400);
    expect(body.errors).toEqual({
      account: ['Email or phone is required.'],
      password: ['Password is required.'],
    });
    expect(body.detail).toMatch(/required/);
  });

  it.each([
    ['bad JSON', { raw: '{"account": "red-parts@example.com",' }],
    ['an empty body', { raw: '' }],
    ['a JSON array', { raw: '[]' }],
    ['a JSON string', { raw: '"hello"' }],
  ])('answers %s with a 400, never a 500', async (_, options) => {
    const { status, body } = await post('/Authentication/Login', undefined, options);

    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      title: expect.any(String),
      detail: expect.any(String),
      errors: expect.any(Object),
    });
  });

  it('answers wrong types and extra-long strings with a 400', async () => {
    const wrongTypes = await post('/Authentication/Login', { account: 42, password: ['123456'] });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors).toEqual({
      account: ['Email or phone must be text.'],
      password: ['Password must be text.'],
    });

    const tooLong = await login(`${'a'.repeat(100_000)}@example.com`, 'x'.repeat(100_000));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['account', 'password']);
  });
});

describe('POST /api/Authentication/Register', () => {
  it('creates the account and answers like Login', async () => {
    const { status, body } = await post('/Authentication/Register', newCustomer);

    expect(status).toBe(200);
    expect(body).toEqual({
      email: 'ada@example.com',
      phone: '+44 20 7946 0018',
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatar: expect.stringMatching(/^data:image\/svg\+xml,.*%3E(AL)%3C/),
      tokenResponse: {
        token: expect.stringMatching(TOKEN),
        refreshToken: expect.stringMatching(TOKEN),
      },
    });
    expect((await login('Ada@Example.com', 'analytical')).status).toBe(200);
    expect((await login('442079460018', 'analytical')).status).toBe(200);
  });

  it('makes the phone optional', async () => {
    const withoutPhone = { ...newCustomer, phone: undefined };
    const { status, body } = await post('/Authentication/Register', withoutPhone);

    expect(status).toBe(200);
    expect(body.phone).toBe('');
  });

  it('escapes a name inside the generated avatar', async () => {
    const { body } = await post('/Authentication/Register', { ...newCustomer, firstName: '<b>' });
    expect(decodeURIComponent(body.avatar)).toContain('>&lt;L</text>');
  });

  it.each([
    ['a lone surrogate', { firstName: '\ud800' }, 'firstName'],
    ['a surrogate left without its pair', { lastName: 'Lovelace\ud83d' }, 'lastName'],
    ['a lone low surrogate', { email: 'ada\udc00@example.com' }, 'email'],
  ])('refuses %s in a name with a 400 on that field, never a 500', async (_, fields, field) => {
    const { status, body } = await post('/Authentication/Register', { ...newCustomer, ...fields });

    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect((await login(newCustomer.email, newCustomer.password)).status).toBe(400);
  });

  it('keeps an emoji (a surrogate pair) in a name whole', async () => {
    const { status, body } = await post('/Authentication/Register', {
      ...newCustomer,
      firstName: '😀 Ada',
    });
    expect(status).toBe(200);
    expect(body.firstName).toBe('😀 Ada');
    expect(decodeURIComponent(body.avatar)).toContain('>😀L</text>');
  });

  it.each(['12345', '     '])(
    'refuses the password %j with AUTH_WEAK_PASSWORD',
    async (password) => {
      const { status, body } = await post('/Authentication/Register', { ...newCustomer, password });

      expect(status).toBe(400);
      expect(body).toEqual({
        status: 400,
        title: 'AUTH_WEAK_PASSWORD',
        detail: 'The password must be at least 6 characters long.',
        errors: { password: ['AUTH_WEAK_PASSWORD'] },
      });
    },
  );

  it('asks for a missing password', async () => {
    const { status, body } = await post('/Authentication/Register', {
      ...newCustomer,
      password: '',
    });

    expect(status).toBe(400);
    expect(body.errors).toEqual({ password: ['Password is required.'] });
  });

  it('refuses an email or a phone that already has an account with a 409', async () => {
    const email = await post('/Authentication/Register', {
      ...newCustomer,
      email: ' RED-PARTS@example.com',
    });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({
      status: 409,
      title: 'An account with this email already exists.',
      errors: { email: ['An account with this email already exists.'] },
    });

    const phone = await post('/Authentication/Register', { ...newCustomer, phone: '389725884236' });
    expect(phone.status).toBe(409);
    expect(phone.body.title).toBe('An account with this phone already exists.');
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const answers = await Promise.all([
      post('/Authentication/Register', newCustomer),
      post('/Authentication/Register', { ...newCustomer, phone: '' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('validates every field', async () => {
    const { status, body } = await post('/Authentication/Register', {
      firstName: ' ',
      lastName: 'x'.repeat(101),
      email: 'not-an-email',
      phone: '12ab',
      password: 'secret1',
    });

    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name must be at most 100 characters.'],
      email: ['Enter a valid email address.'],
      phone: ['Enter a phone number of 7 to 15 digits.'],
    });
  });
});

describe('an older hash', () => {
  const { login: signIn, service } = serveAccountSlice();
  const storedHash = async () => {
    const db = await service.data.db();
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, SEEDED.email));
    return row!.hash;
  };

  it('is replaced by an Argon2id one at the next sign-in, and the password still works', async () => {
    expect(await storedHash()).toMatch(/^scrypt\$/);
    expect((await signIn(SEEDED.email, SEEDED.password)).status).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(SEEDED.email, SEEDED.password)).status).toBe(200);
    expect((await signIn(SEEDED.email, 'not-it')).status).toBe(400);
  });
});
