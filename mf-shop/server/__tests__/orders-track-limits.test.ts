/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { TRACK_LOOKUPS_PER_CLIENT, TRACK_MISSES } from '../orders/order-limits';
import { type Answer, fromClient, problemShape, serveLimitedShop } from './shop-server';

// Hundreds of requests one after another take seconds on a machine busy with other suites.
jest.setTimeout(60_000);

const shop = serveLimitedShop();
const FREE = TRACK_MISSES.free;
const SEEDED_EMAIL = 'red-parts@example.com';
const SEEDED_NUMBERS = ['9478', '9479', '9480'];

beforeEach(() => {
  // Past every window: each test starts with the seeded email's and every client's counts empty.
  shop.pass(2 * TRACK_MISSES.windowMs);
});

const track = (number: string, email = SEEDED_EMAIL, ip = shop.client()) =>
  shop.send('POST', '/shop/orders/track', {
    body: { number, email },
    headers: fromClient(ip),
  });
const walk = (count: number, from = 9001) =>
  Array.from({ length: count }, (_, i) => String(from + i));
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

function expectNoOrderLeaked(answers: Answer[]): void {
  expect(answers.filter((answer) => answer.status === 200)).toEqual([]);
  const text = JSON.stringify(answers.map((answer) => answer.body));
  for (const leak of ['token', 'billingAddress', '715 Fake Street', ...SEEDED_NUMBERS])
    expect(text).not.toContain(leak);
}

function expectTooMany(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ ...problemShape(429), errors: {} });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe('POST /api/shop/orders/track, rate-limited', () => {
  it(`walks 500 numbers for the seeded email: ${FREE} answered, then 429, no order leaked`, async () => {
    const answers: Answer[] = [];
    for (const number of walk(500)) answers.push(await track(number));

    expect(statuses(answers.slice(0, FREE))).toEqual(Array(FREE).fill(404));
    answers.slice(FREE).forEach(expectTooMany);
    expectNoOrderLeaked(answers);
  });

  it('never lets strangers’ misses hold back the customer’s own lookup', async () => {
    const answers: Answer[] = [];
    for (const [i, number] of walk(40, 9400).entries())
      answers.push(await track(number, SEEDED_EMAIL, `10.1.0.${(i % 8) + 1}`));
    expectNoOrderLeaked(answers);
    // Each stranger has its own misses: 8 addresses, FREE answers each, the rest refused.
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(8 * FREE);

    expect((await track('9478')).status).toBe(200);
  });

  it('counts a client’s misses over every email', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i++) answers.push(await track('9478', `guess-${i}@example.com`));
    expect(statuses(answers).filter((status) => status === 404)).toHaveLength(FREE);
    expectTooMany(answers.at(-1)!);
  });

  it('counts guesses sent all at once, one after another', async () => {
    const answers = await Promise.all(walk(60).map((number) => track(number)));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(FREE);
  });

  it('answers and counts a wrong number and a wrong email alike', async () => {
    const wrongNumber = () => track('1234');
    const wrongEmail = () => track('9478', 'someone@example.com');
    const answers: Answer[] = [];
    for (let i = 0; i < FREE + 1; i++) answers.push(await (i % 2 ? wrongEmail : wrongNumber)());
    const [first, ...rest] = answers.slice(0, FREE);
    for (const answer of rest) expect(answer).toEqual(first);
    expect(first).toMatchObject({ status: 404, body: { title: 'Order not found' } });
    expectTooMany(answers[FREE]!);
    // The next of either kind waits as long.
    expect(await wrongEmail()).toEqual(await wrongNumber());
  });

  it('never counts a found order against the customer', async () => {
    for (let i = 0; i < 3 * FREE; i++) expect((await track('9479')).status).toBe(200);
    for (let i = 0; i < FREE; i++) expect((await track('1')).status).toBe(404);
  });

  it('lets the customer in once the wait is over, and takes the email in any case', async () => {
    for (let i = 0; i < FREE; i++) await track(`${i + 1}`);
    const refused = await track('9478', ' RED-Parts@Example.com ');
    expectTooMany(refused);

    shop.pass(Number(refused.retryAfter) * 1000);
    const found = await track('9478', ' RED-Parts@Example.com ');
    expect(found.status).toBe(200);
    expect(found.body.number).toBe('9478');
  });

  it(`caps a client at ${TRACK_LOOKUPS_PER_CLIENT.limit} lookups of any kind, found ones too`, async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < TRACK_LOOKUPS_PER_CLIENT.limit + 1; i++) answers.push(await track('9478'));
    expect(statuses(answers.slice(0, -1))).toEqual(Array(TRACK_LOOKUPS_PER_CLIENT.limit).fill(200));
    const refused = answers.at(-1)!;
    expectTooMany(refused);
    expect(refused.body.title).toBe(TRACK_LOOKUPS_PER_CLIENT.title);
    // Another client still finds it.
    expect((await track('9478', SEEDED_EMAIL, '203.0.113.10')).status).toBe(200);
  });
});
