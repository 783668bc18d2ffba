import { createGarageApi } from '../garage.api';
import { API, createTestClient, fakeSession, json } from './http-test-kit';

const civic = { id: 7, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L L4 DOHC' };

function setup() {
  const client = createTestClient(fakeSession('a'.repeat(32), 'r'.repeat(32)));
  return { ...client, api: createGarageApi(client.http) };
}

describe('createGarageApi', () => {
  it('lists the garage, dropping entries that are not vehicles', async () => {
    const { api, server } = setup();
    server.on('GET', `${API}/vehicle/garage`, () => json([civic, { id: 'x' }]));
    await expect(api.list()).resolves.toEqual([civic]);
  });

  it('adds one vehicle by id and merges several in one request', async () => {
    const { api, server } = setup();
    const bodies: unknown[] = [];
    server.on('POST', `${API}/vehicle/garage`, async (request) => {
      bodies.push(await request.json());
      return json([civic]);
    });
    await api.add(civic);
    await expect(api.merge([7, 8])).resolves.toEqual([civic]);
    expect(bodies).toEqual([{ vehicleId: 7 }, { vehicleIds: [7, 8] }]);
  });

  it('removes by id with the bearer token', async () => {
    const { api, server } = setup();
    let authorization: string | null = null;
    server.on('DELETE', `${API}/vehicle/garage/7`, (request) => {
      authorization = request.headers.get('authorization');
      return json([]);
    });
    await api.remove(7);
    expect(authorization).toBe(`Bearer ${'a'.repeat(32)}`);
  });

  it('rejects quietly: the garage store tells the visitor, not the client', async () => {
    const { api, server, onError } = setup();
    server.on('POST', `${API}/vehicle/garage`, () =>
      json({ status: 404, title: 'Vehicle not found', detail: '', errors: {} }, 404),
    );
    await expect(api.add(civic)).rejects.toMatchObject({
      status: 404,
      message: 'Vehicle not found',
    });
    expect(onError).not.toHaveBeenCalled();
  });
});
