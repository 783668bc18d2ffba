/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { seededAddresses } from '..';
import { newAddress } from './address-fixtures';
import { expectProblem, serveAccountSlice } from './slice-client';

const { request, post, put, get, del, signIn, registerAnother } = serveAccountSlice();

describe('the address book of the signed-in customer', () => {
  it('lists the seeded addresses in creation order, with their country codes', async () => {
    const { token } = await signIn();
    const { status, body } = await get('/account/addresses', { bearer: token });
    expect(status).toBe(200);
    expect(body).toEqual(seededAddresses());
    expect(body.map((address: { country: string }) => address.country)).toEqual(['US', 'DE']);
  });

  it('answers the default address and one address by id', async () => {
    const { token } = await signIn();
    const [home, office] = seededAddresses();
    expect(await get('/account/addresses/default', { bearer: token })).toEqual({
      status: 200,
      body: home,
    });
    expect(await get('/account/addresses/2', { bearer: token })).toEqual({
      status: 200,
      body: office,
    });
  });

  it('adds an address with a 201 and a new id, and lists it', async () => {
    const { token } = await signIn();
    const { status, body } = await post(
      '/account/addresses',
      { ...newAddress, country: ' gb ', id: 1 },
      { bearer: token },
    );
    expect(status).toBe(201);
    expect(body).toEqual({ ...newAddress, id: 3, country: 'GB' });
    expect((await get('/account/addresses/3', { bearer: token })).body).toEqual(body);
    expect((await get('/account/addresses', { bearer: token })).body).toHaveLength(3);
  });

  it('fills missing optional fields with empty text', async () => {
    const { token } = await signIn();
    const { company: _c, address2: _a, state: _s, ...required } = newAddress;
    const { status, body } = await post(
      '/account/addresses',
      { ...required, state: null },
      { bearer: token },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ company: '', address2: '', state: '' });
  });

  it('edits an address in place', async () => {
    const { token } = await signIn();
    const { status, body } = await put(
      '/account/addresses/2',
      { ...newAddress, city: 'Manchester' },
      { bearer: token },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ ...newAddress, id: 2, city: 'Manchester' });
    const list = (await get('/account/addresses', { bearer: token })).body;
    expect(list.map((address: { city: string }) => address.city)).toEqual([
      'New York',
      'Manchester',
    ]);
  });

  it('deletes an address with a 204; it is gone afterwards', async () => {
    const { token } = await signIn();
    expect(await del('/account/addresses/2', { bearer: token })).toEqual({
      status: 204,
      body: null,
    });
    expect((await get('/account/addresses/2', { bearer: token })).status).toBe(404);
    expectProblem(await del('/account/addresses/2', { bearer: token }), 404, 'Address not found');
  });

  it('starts a new customer with an empty book and no default', async () => {
    const { token } = await registerAnother();
    expect((await get('/account/addresses', { bearer: token })).body).toEqual([]);
    expectProblem(
      await get('/account/addresses/default', { bearer: token }),
      404,
      'Address not found',
    );
  });

  it.each([
    ["another customer's", '1'],
    ['an unknown', '999'],
    ['a non-numeric', 'abc'],
    ['a fractional', '1.5'],
    ['a negative', '-1'],
  ])('answers %s id with a 404 on GET, PUT and DELETE', async (_, id) => {
    // The second customer has no address, so the seeded customer's id 1 is another's to it.
    const { token } = await registerAnother();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? newAddress : undefined;
      const answer = await request(method, `/account/addresses/${id}`, body, { bearer: token });
      expectProblem(answer, 404, 'Address not found');
    }
    const seeded = await signIn();
    expect((await get('/account/addresses', { bearer: seeded.token })).body).toEqual(
      seededAddresses(),
    );
  });

  it.each([
    ['GET', '/account/addresses'],
    ['GET', '/account/addresses/default'],
    ['GET', '/account/addresses/1'],
    ['POST', '/account/addresses'],
    ['PUT', '/account/addresses/1'],
    ['DELETE', '/account/addresses/1'],
  ])('answers %s %s without a valid token with a 401', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? newAddress : undefined;
    for (const bearer of [undefined, 'A'.repeat(32)]) {
      expect((await request(method, path, body, { bearer })).status).toBe(401);
    }
    const { token } = await signIn();
    expect((await get('/account/addresses', { bearer: token })).body).toEqual(seededAddresses());
  });
});
