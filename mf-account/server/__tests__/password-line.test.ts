/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { inPasswordLine, PASSWORD_LINE, passwordLineLength } from '../password-line';
import { hashPassword } from '../passwords';
import { SEEDED, serveAccountSlice } from './slice-client';

const { post, login } = serveAccountSlice();

describe('the password line', () => {
  it('runs one derivation at a time, however many are asked for at once', async () => {
    let now = 0;
    let most = 0;
    const work = () =>
      inPasswordLine(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 2));
        now -= 1;
      });
    await Promise.all(Array.from({ length: 8 }, work));
    expect(most).toBe(PASSWORD_LINE.running);
    expect(passwordLineLength()).toEqual({ running: 0, waiting: 0 });
  });

  it('goes on after a derivation fails', async () => {
    await expect(inPasswordLine(() => Promise.reject(new Error('hash failed')))).rejects.toThrow();
    await expect(hashPassword('secret1')).resolves.toMatch(/^\$argon2id\$/);
  });

  it('turns sign-ins away with a 429 while the line is full, and serves them again after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const blocked = Array.from({ length: PASSWORD_LINE.running + PASSWORD_LINE.waiting }, () =>
      inPasswordLine(() => held),
    );
    expect(passwordLineLength().waiting).toBe(PASSWORD_LINE.waiting);

    const refused = await post('/Authentication/Login', { account: SEEDED.email, password: 'x' });
    expect(refused).toEqual({
      status: 429,
      retryAfter: '1',
      body: {
        status: 429,
        title: 'ERROR_TOO_MANY_REQUESTS',
        detail: expect.stringMatching(/busy/),
        errors: {},
      },
    });

    release();
    await Promise.all(blocked);
    expect((await login(SEEDED.email, SEEDED.password)).status).toBe(200);
  });
});
