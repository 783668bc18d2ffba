/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { envForEachTest } from '@autoparts/shared/testing';
import { REVIEW_RATE_LIMITS } from '../handlers/reviews';
import { type Answer, problemShape, serveShopSlice } from './shop-server';

const shop = serveShopSlice();
const LIMIT = REVIEW_RATE_LIMITS.perClient.limit;

envForEachTest({ MOCK_RATE_LIMIT: '1', TRUSTED_PROXIES: 'loopback' });
let clientNumber = 0;
let clientIp: string;
beforeEach(() => {
  clientNumber += 1;
  clientIp = `198.51.100.${clientNumber}`;
});

const product = () => shop.catalog.products[10]!;
/** The product's review count as the service now counts it. */
const reviewCount = async () => (await shop.service.catalog()).products[10]!.reviews;
const review = { author: 'Sam Driver', rating: 5, content: 'Five stars.' };
const postReview = (headers: Record<string, string> = {}) =>
  shop.send('POST', `/shop/products/${product().slug}/reviews`, {
    body: review,
    headers: { 'x-forwarded-for': clientIp, ...headers },
  });

function expectTooMany(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    ...problemShape(429),
    title: 'ERROR_TOO_MANY_REQUESTS',
    errors: {},
  });
}

describe('POST /api/shop/products/:slug/reviews, rate-limited', () => {
  it(`takes ${LIMIT} reviews from one client in 10 minutes, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await postReview()).status).toBe(201);
    const before = await reviewCount();

    const refused = await postReview();

    expectTooMany(refused);
    expect(Number(refused.retryAfter)).toBeGreaterThan(9 * 60);
    expect(await reviewCount()).toBe(before);
    // Another client still reviews.
    expect((await postReview({ 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
  });

  it(`takes ${LIMIT} reviews from one customer, from whichever client`, async () => {
    const customer = shop.bearer(77);
    const signedIn = (i: number) => postReview({ ...customer, 'x-forwarded-for': `192.0.2.${i}` });
    for (let i = 0; i < LIMIT; i++) expect((await signedIn(i)).status).toBe(201);
    expectTooMany(await signedIn(LIMIT));
  });

  it('counts reviews sent all at once (no slipping past the count)', async () => {
    const before = await reviewCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postReview()));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - LIMIT);
    expect(await reviewCount()).toBe(before + LIMIT);
  });
});
