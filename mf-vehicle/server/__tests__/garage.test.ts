/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { Vehicle } from '@autoparts/shared';
import { SEEDED_CUSTOMER_ID, requireVehicle } from '../data';
import { errorPayload, serveVehicleApi } from './helpers';

const { api, bearer } = serveVehicleApi();

const ids = async (response: Response) =>
  ((await response.json()) as Vehicle[]).map(({ id }) => id);

describe('garage', () => {
  const civic = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
  const f150 = requireVehicle(2015, 'Ford', 'F-150', '3.5L V6 DOHC Twin Turbo');
  const camry = requireVehicle(2018, 'Toyota', 'Camry', '2.5L L4 DOHC');

  it('needs a signed-in user', async () => {
    for (const [method, path] of [
      ['GET', '/vehicle/garage'],
      ['POST', '/vehicle/garage'],
      ['DELETE', `/vehicle/garage/${civic.id}`],
    ] as const) {
      // JSON, as the storefront sends: a POST of another type is refused before (415).
      const response = await api(path, {
        method,
        headers: { Authorization: 'Bearer not-a-token', 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(errorPayload);
    }
  });

  it('holds the seeded customer’s two vehicles', async () => {
    const response = await api('/vehicle/garage', { headers: bearer(SEEDED_CUSTOMER_ID) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([civic, f150]);
  });

  it('starts empty for another user', async () => {
    expect(await ids(await api('/vehicle/garage', { headers: bearer(42) }))).toEqual([]);
  });

  it('adds a vehicle once: adding one already there does nothing', async () => {
    const headers = bearer(SEEDED_CUSTOMER_ID);
    const add = (body: unknown) =>
      api('/vehicle/garage', { method: 'POST', headers, body: JSON.stringify(body) });
    expect(await ids(await add({ vehicleId: camry.id }))).toEqual([civic.id, f150.id, camry.id]);
    expect(await ids(await add({ vehicleId: civic.id }))).toEqual([civic.id, f150.id, camry.id]);
    expect(await ids(await add({ vehicleIds: [f150.id, 5, 5] }))).toEqual([
      civic.id,
      f150.id,
      camry.id,
      5,
    ]);
    expect(await ids(await api('/vehicle/garage', { headers }))).toEqual([
      civic.id,
      f150.id,
      camry.id,
      5,
    ]);
  });

  it('removes by id; removing an absent one changes nothing', async () => {
    const headers = bearer(SEEDED_CUSTOMER_ID);
    const remove = (id: number) => api(`/vehicle/garage/${id}`, { method: 'DELETE', headers });
    expect(await ids(await remove(civic.id))).toEqual([f150.id]);
    expect(await ids(await remove(civic.id))).toEqual([f150.id]);
  });

  it.each([
    ['no vehicle', {}, 400],
    ['a vehicle id that is not a number', { vehicleId: 'abc' }, 400],
    ['a negative id', { vehicleIds: [-1] }, 400],
    ['an unknown vehicle', { vehicleId: 999_999 }, 404],
  ])('refuses %s', async (_case, body, status) => {
    const headers = bearer(SEEDED_CUSTOMER_ID);
    const response = await api('/vehicle/garage', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(errorPayload);
    expect(await ids(await api('/vehicle/garage', { headers }))).toEqual([civic.id, f150.id]);
  });

  it('refuses a body that is not JSON, and a bad or unknown id to remove', async () => {
    const headers = bearer(SEEDED_CUSTOMER_ID);
    expect((await api('/vehicle/garage', { method: 'POST', headers, body: '{oops' })).status).toBe(
      400,
    );
    expect((await api('/vehicle/garage/abc', { method: 'DELETE', headers })).status).toBe(400);
    expect((await api('/vehicle/garage/999999', { method: 'DELETE', headers })).status).toBe(404);
  });
});
