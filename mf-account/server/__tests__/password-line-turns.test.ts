/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { envForEachTest } from '@autoparts/shared/testing';
import {
  inPasswordLine,
  PASSWORD_LINE,
  passwordLineFull,
  passwordLineLength,
} from '../password-line';

// The per-client cap follows the rate limits' scale, off in jest unless a test turns it on.
envForEachTest({ MOCK_RATE_LIMIT: '1' });

/** Takes the line's one running turn (for `client`) until `release` is called. */
function holdLine(client: string) {
  let release!: () => void;
  const done = inPasswordLine(() => new Promise<void>((resolve) => (release = resolve)), client);
  return { done, release: () => release() };
}

describe('turns between clients in the password line', () => {
  it("serves another client's one request after one turn of a busy client, not after its queue", async () => {
    const started: string[] = [];
    const turn = (client: string, n: number) =>
      inPasswordLine(async () => {
        started.push(`${client} ${n}`);
      }, client);
    const held = holdLine('busy');
    const busy = [1, 2, 3, 4].map((n) => turn('busy', n));
    const other = turn('other', 1);

    held.release();
    await Promise.all([held.done, ...busy, other]);
    expect(started).toEqual(['busy 1', 'other 1', 'busy 2', 'busy 3', 'busy 4']);
    expect(passwordLineLength()).toEqual({ running: 0, waiting: 0 });
  });

  it(`refuses a client's password work past ${PASSWORD_LINE.waitingPerClient} waiting, and no one else's`, async () => {
    const held = holdLine('busy');
    const queued = Array.from({ length: PASSWORD_LINE.waitingPerClient }, () =>
      inPasswordLine(() => Promise.resolve(), 'busy'),
    );

    const refused = passwordLineFull('busy');
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('1');
    expect(await refused?.json()).toEqual({
      status: 429,
      title: 'ERROR_TOO_MANY_REQUESTS',
      detail: expect.stringMatching(/your network/),
      errors: {},
    });
    expect(passwordLineFull('other')).toBeNull();
    expect(passwordLineFull()).toBeNull();

    held.release();
    await Promise.all([held.done, ...queued]);
    expect(passwordLineFull('busy')).toBeNull();
  });

  it('lets a client queue past the cap while rate limits are off (MOCK_RATE_LIMIT=0)', async () => {
    process.env.MOCK_RATE_LIMIT = '0';
    const held = holdLine('busy');
    const queued = Array.from({ length: PASSWORD_LINE.waitingPerClient + 1 }, () =>
      inPasswordLine(() => Promise.resolve(), 'busy'),
    );
    expect(passwordLineFull('busy')).toBeNull();
    held.release();
    await Promise.all([held.done, ...queued]);
  });

  it(`still refuses everyone once ${PASSWORD_LINE.waiting} are waiting, however many clients`, async () => {
    const held = holdLine('first');
    const queued = Array.from({ length: PASSWORD_LINE.waiting }, (_, n) =>
      inPasswordLine(() => Promise.resolve(), `client-${n}`),
    );
    expect(passwordLineFull('someone-new')?.status).toBe(429);
    expect(passwordLineFull()?.status).toBe(429);
    held.release();
    await Promise.all([held.done, ...queued]);
    expect(passwordLineFull('someone-new')).toBeNull();
  });
});
