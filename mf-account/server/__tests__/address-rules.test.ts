/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { MAX_ADDRESSES } from '../address-book';
import { newAddress } from './address-fixtures';
import { type Answer, expectInvalidFields, expectProblem, serveAccountSlice } from './slice-client';

const { post, put, get, del, signIn, registerAnother } = serveAccountSlice();

const defaults = (answer: Answer) =>
  answer.body.map((address: { id: number; default: boolean }) => [address.id, address.default]);

describe('default address rules (spec §4)', () => {
  it('makes the first address the default even when it is sent as not default', async () => {
    const { token } = await registerAnother();
    const first = await post('/account/addresses', newAddress, { bearer: token });
    expect(first.body.default).toBe(true);
    expect((await get('/account/addresses/default', { bearer: token })).body).toEqual(first.body);
  });

  it('takes the flag from the others when an address is added as the default', async () => {
    const { token } = await registerAnother();
    const first = (await post('/account/addresses', newAddress, { bearer: token })).body;
    const second = (
      await post('/account/addresses', { ...newAddress, default: true }, { bearer: token })
    ).body;

    expect(second.default).toBe(true);
    expect(defaults(await get('/account/addresses', { bearer: token }))).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect((await get('/account/addresses/default', { bearer: token })).body.id).toBe(second.id);
  });

  it('adds a non-default address without touching the default', async () => {
    const { token } = await signIn();
    await post('/account/addresses', newAddress, { bearer: token });
    expect(defaults(await get('/account/addresses', { bearer: token }))).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('moves the flag when an existing address is saved as the default', async () => {
    const { token } = await signIn();
    await put('/account/addresses/2', { ...newAddress, default: true }, { bearer: token });
    expect(defaults(await get('/account/addresses', { bearer: token }))).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('keeps the default when it is saved as not default (a book always has one)', async () => {
    const { token } = await signIn();
    const { body } = await put('/account/addresses/1', newAddress, { bearer: token });
    expect(body.default).toBe(true);
    expect(defaults(await get('/account/addresses', { bearer: token }))).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('makes the first remaining address the default when the default is deleted', async () => {
    const { token } = await signIn();
    await post('/account/addresses', newAddress, { bearer: token });
    await put('/account/addresses/2', { ...newAddress, default: true }, { bearer: token });

    await del('/account/addresses/2', { bearer: token });

    expect(defaults(await get('/account/addresses', { bearer: token }))).toEqual([
      [1, true],
      [3, false],
    ]);
  });

  it('leaves the default alone when another address is deleted, and no default when none is left', async () => {
    const { token } = await signIn();
    await del('/account/addresses/2', { bearer: token });
    expect(defaults(await get('/account/addresses', { bearer: token }))).toEqual([[1, true]]);

    await del('/account/addresses/1', { bearer: token });
    expect((await get('/account/addresses', { bearer: token })).body).toEqual([]);
    expect((await get('/account/addresses/default', { bearer: token })).status).toBe(404);
  });

  it(`refuses more than ${MAX_ADDRESSES} addresses with a 400`, async () => {
    const { token } = await registerAnother();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) {
      expect((await post('/account/addresses', newAddress, { bearer: token })).status).toBe(201);
    }
    const full = await post('/account/addresses', newAddress, { bearer: token });
    expectProblem(full, 400, 'The address book is full.');
    expect((await get('/account/addresses', { bearer: token })).body).toHaveLength(MAX_ADDRESSES);
  });
});

describe('address input', () => {
  it.each([
    [
      'missing fields',
      {},
      [
        'address1',
        'city',
        'country',
        'default',
        'email',
        'firstName',
        'lastName',
        'phone',
        'postcode',
      ],
    ],
    ['an unknown country', { ...newAddress, country: 'XX' }, ['country']],
    ['a country name instead of a code', { ...newAddress, country: 'Germany' }, ['country']],
    [
      'wrong types',
      { ...newAddress, city: 5, default: 'yes', company: {} },
      ['city', 'company', 'default'],
    ],
    [
      'over-long text',
      { ...newAddress, address1: 'x'.repeat(201), postcode: '1'.repeat(17) },
      ['address1', 'postcode'],
    ],
    [
      'a bad email, phone and postcode',
      { ...newAddress, email: 'x@', phone: 'call me', postcode: '#1' },
      ['email', 'phone', 'postcode'],
    ],
    ['a list', [newAddress], ['body']],
  ])('answers %s with a 400 and field errors, on POST and PUT', async (_, body, fields) => {
    const { token } = await signIn();
    for (const answer of [
      await post('/account/addresses', body, { bearer: token }),
      await put('/account/addresses/1', body, { bearer: token }),
    ]) {
      expectInvalidFields(answer, fields);
    }
  });

  it('answers malformed JSON with a 400 and keeps the book as it was', async () => {
    const { token } = await signIn();
    const raw = '{"firstName": "Grace",';
    expect((await post('/account/addresses', undefined, { bearer: token, raw })).status).toBe(400);
    expect((await put('/account/addresses/1', undefined, { bearer: token, raw })).status).toBe(400);
    expect((await get('/account/addresses', { bearer: token })).body).toHaveLength(2);
  });
});
