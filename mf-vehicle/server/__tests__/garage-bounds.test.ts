/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { Vehicle } from '@autoparts/shared';
import { vehicles } from '../data';
import { VEHICLES_PER_GARAGE } from '../garages';
import { serveVehicleApi } from './helpers';

const { api, bearer } = serveVehicleApi();

const ids = (from: number, count: number) =>
  vehicles.slice(from, from + count).map((vehicle) => vehicle.id);

async function add(userId: number, vehicleIds: number[]) {
  const response = await api('/vehicle/garage', {
    method: 'POST',
    headers: bearer(userId),
    body: JSON.stringify({ vehicleIds }),
  });
  const body = (await response.json()) as Vehicle[];
  return { status: response.status, ids: response.ok ? body.map(({ id }) => id) : body };
}

const garageOf = async (userId: number) =>
  ((await (await api('/vehicle/garage', { headers: bearer(userId) })).json()) as Vehicle[]).map(
    ({ id }) => id,
  );

describe('the bounded garage', () => {
  it(`keeps the newest ${VEHICLES_PER_GARAGE} vehicles of a garage`, async () => {
    const first = ids(0, VEHICLES_PER_GARAGE);
    expect((await add(500, first)).ids).toEqual(first);
    const next = ids(VEHICLES_PER_GARAGE, 2);
    const answer = await add(500, next);

    expect(answer).toEqual({ status: 200, ids: [...first.slice(2), ...next] });
    expect(await garageOf(500)).toEqual([...first.slice(2), ...next]);
  });

  it(`refuses more than ${VEHICLES_PER_GARAGE} vehicles in one request`, async () => {
    const answer = await add(501, ids(0, VEHICLES_PER_GARAGE + 1));
    expect(answer.status).toBe(400);
    expect(await garageOf(501)).toEqual([]);
  });

  it('keeps every customer’s garage, however many there are', async () => {
    const customers = Array.from({ length: 20 }, (_, index) => 10_000 + index);
    for (const customer of customers) await add(customer, ids(customer % 50, 1));
    for (const customer of customers)
      expect(await garageOf(customer)).toEqual(ids(customer % 50, 1));
  });
});
