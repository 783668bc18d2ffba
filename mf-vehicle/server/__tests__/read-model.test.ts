/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { sql } from 'drizzle-orm';
import { type AreaDatabase, createApiRouter } from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { createVehicleService, type VehicleService } from '..';
import { makesOf, modelYears, sampleVins, vehicleById } from '../data';

// The catalogue answers from the `vehicle.vehicles` table read into memory: on first use, again
// after a failed read and after a reset, and from memory once read.

const { vin, vehicle: vinVehicle } = sampleVins[0]!;
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

let servers: Server[] = [];
/** The service behind the API router (its 503s for a database away), on a free port. */
async function serve(service: VehicleService) {
  const app = express().use(createApiRouter({ handlers: service.handlers }));
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
}

beforeAll(() => {
  process.env.MOCK_DELAY = '0';
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  servers = [];
});

describe('while the database is away', () => {
  let reachable = false;
  let database: AreaDatabase | undefined;
  const service = createVehicleService({
    database: async () => {
      if (!reachable) throw refused();
      return (database ??= await openTestDatabase('vehicle'));
    },
    sessions: fakeSessions().verifier,
  });
  let api: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    api = await serve(service);
  });
  afterAll(() => database?.close());

  const answers = {
    '/vehicle/years': modelYears(),
    '/vehicle/makes?year=2019': makesOf(2019),
    '/vehicle/vehicles/1': vehicleById(1),
    [`/vehicle/vin/${vin}`]: vinVehicle,
    '/vehicle/lookup?query=2019%20honda%20civic&limit=1': [
      {
        id: expect.any(Number),
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        engine: expect.any(String),
      },
    ],
  };

  it('answers 503 with Retry-After before the vehicles were ever read', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of Object.keys(answers)) {
      const { status, headers, body } = await api(path);
      expect({ path, status }).toEqual({ path, status: 503 });
      expect(headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(body).toEqual({
        status: 503,
        title: 'Service Unavailable',
        detail: expect.stringContaining('database'),
        errors: {},
      });
    }
    // A request refused on its own needs no data.
    expect((await api('/vehicle/makes?year=1994')).status).toBe(400);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('database unavailable'),
      expect.anything(),
    );
    logged.mockRestore();
  });

  it('reads them once the database is back, and answers as the data set', async () => {
    reachable = true;
    for (const [path, answer] of Object.entries(answers))
      expect({ path, ...(await api(path)) }).toMatchObject({ path, status: 200, body: answer });
  });

  it('keeps answering from memory once read, the database gone', async () => {
    await database!.close();
    database = undefined;
    for (const [path, answer] of Object.entries(answers))
      expect({ path, ...(await api(path)) }).toMatchObject({ path, status: 200, body: answer });
  });
});

describe('the table the answers come from', () => {
  let database: AreaDatabase;
  let service: VehicleService;
  let api: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    database = await openTestDatabase('vehicle');
    service = createVehicleService({ database: () => database, sessions: fakeSessions().verifier });
    api = await serve(service);
    // The schema prepared and seeded, the vehicles not read yet.
    await service.data.db();
  });
  afterAll(() => database.close());

  const drop = (id: number) =>
    database.db.execute(sql`delete from vehicle.vehicles where id = ${id}`);

  it('is read on first use: a vehicle gone from it is unknown', async () => {
    await drop(1);
    expect((await api('/vehicle/vehicles/1')).status).toBe(404);
  });

  it('is read once: a vehicle dropped after is still answered', async () => {
    await drop(2);
    expect(await api('/vehicle/vehicles/2')).toMatchObject({ status: 200, body: vehicleById(2) });
  });

  it('is seeded and read again on reset', async () => {
    await service.reset();
    expect(await api('/vehicle/vehicles/1')).toMatchObject({ status: 200, body: vehicleById(1) });
  });
});
