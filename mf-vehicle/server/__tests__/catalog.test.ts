/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { Vehicle } from '@autoparts/shared';
import { errorPayload, serveVehicleApi } from './helpers';

const { api } = serveVehicleApi();

async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await api(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe('vehicle lists (cascade)', () => {
  it('lists model years newest first', async () => {
    const { status, body } = await json<number[]>('/vehicle/years');
    expect(status).toBe(200);
    expect(body[0]).toBe(2026);
    expect(body.at(-1)).toBe(1995);
  });

  it('goes from a year to its makes, models and engines', async () => {
    const makes = await json<string[]>('/vehicle/makes?year=2019');
    expect(makes.status).toBe(200);
    expect(makes.body).toEqual(
      expect.arrayContaining(['BMW', 'Ford', 'Honda', 'Mercedes-Benz', 'Toyota']),
    );

    const models = await json<string[]>('/vehicle/models?year=2019&make=Honda');
    expect(models.body).toEqual([
      'Accord',
      'Civic',
      'CR-V',
      'Fit',
      'Odyssey',
      'Pilot',
      'Ridgeline',
    ]);

    const engines = await json<Vehicle[]>('/vehicle/engines?year=2019&make=Honda&model=Civic');
    expect(engines.status).toBe(200);
    expect(engines.body).toEqual([
      {
        id: expect.any(Number),
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        engine: '1.5L L4 DOHC Turbo',
      },
      { id: expect.any(Number), year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L L4 DOHC' },
    ]);
  });

  it('matches make and model whatever their case, encoded names included', async () => {
    const models = await json<string[]>('/vehicle/models?year=2020&make=mercedes-benz');
    expect(models.body).toContain('GLC');
    const engines = await json<Vehicle[]>(
      `/vehicle/engines?year=2019&make=Chrysler&model=${encodeURIComponent('300')}`,
    );
    expect(engines.body.length).toBeGreaterThan(0);
  });

  it.each([
    ['/vehicle/models?year=1995&make=Tesla', 'There is no 1995 Tesla in the catalog.'],
    ['/vehicle/models?year=2019&make=Hnoda', 'There is no 2019 Hnoda in the catalog.'],
    [
      '/vehicle/engines?year=2019&make=Honda&model=Prius',
      'There is no 2019 Honda Prius in the catalog.',
    ],
  ])('is 404 for %s, a make or model that year does not have', async (path, detail) => {
    const { status, body } = await json(path);
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, title: 'Vehicle not found', detail, errors: {} });
  });

  it.each([
    '/vehicle/makes',
    '/vehicle/makes?year=abc',
    '/vehicle/makes?year=1994',
    '/vehicle/makes?year=2019.5',
    '/vehicle/models?year=2019',
    '/vehicle/models?year=2019&make=%20',
    '/vehicle/engines?year=2019&make=Honda',
  ])('refuses %s with 400 and the error payload', async (path) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body).toEqual(errorPayload);
  });
});

describe('vehicle by id', () => {
  it('answers the vehicle', async () => {
    const { status, body } = await json<Vehicle>('/vehicle/vehicles/1');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 1,
      year: 1995,
      make: 'Acura',
      model: 'Integra',
      engine: '1.8L L4 DOHC',
    });
  });

  it('is 404 for an unknown id and 400 for something that is not an id', async () => {
    const unknown = await json('/vehicle/vehicles/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorPayload);
    for (const id of ['0', '-3', 'abc', '1.5'])
      expect((await api(`/vehicle/vehicles/${id}`)).status).toBe(400);
  });
});
