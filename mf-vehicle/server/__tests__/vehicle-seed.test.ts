/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { sql } from 'drizzle-orm';
import type { Vehicle } from '@autoparts/shared';
import {
  type AreaDatabase,
  prepareSchema,
  type RunningMockServer,
  type SchemaPlan,
  startMockServer,
} from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { createVehicleService } from '..';
import { SEEDED_CUSTOMER_ID, requireVehicle, seededGarage, vehicleById, vehicles } from '../data';
import { vehicleSchemaPlan } from '../db/plan';

/** The plan of the release before the vehicles moved into the schema: garages only. */
const garagesOnlyPlan: SchemaPlan = {
  ...vehicleSchemaPlan,
  migrations: vehicleSchemaPlan.migrations.filter(({ id }) => id === '0001_garages'),
  seeds: vehicleSchemaPlan.seeds!.filter(({ id }) => id === 'seed'),
};

let database: AreaDatabase;
beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  database = await openTestDatabase('vehicle');
});
afterAll(() => database.close());
beforeEach(() => database.db.execute(sql`drop schema if exists vehicle cascade`));

const tableVehicles = () =>
  database.rows<Vehicle>(
    sql`select id, year, make, model, engine from vehicle.vehicles order by id`,
  );
const garageRows = () =>
  database.rows<{ customer_id: number; vehicle_id: number }>(
    sql`select customer_id, vehicle_id from vehicle.garage_vehicles order by id`,
  );

test('an empty schema gets the reference vehicles, row for row the code data set', async () => {
  expect(await prepareSchema(database, vehicleSchemaPlan)).toEqual({
    applied: ['0001_garages', '0002_vehicles'],
    seeded: ['seed', 'vehicles'],
  });
  expect(await tableVehicles()).toEqual(vehicles);
});

test('a second start writes no vehicle again', async () => {
  await prepareSchema(database, vehicleSchemaPlan);
  expect(await prepareSchema(database, vehicleSchemaPlan)).toEqual({ applied: [], seeded: [] });
  expect(await tableVehicles()).toHaveLength(vehicles.length);
});

describe('a schema seeded before the vehicles moved into it', () => {
  const [civic, f150] = seededGarage();
  const camry = requireVehicle(2018, 'Toyota', 'Camry', '2.5L L4 DOHC');
  let server: RunningMockServer | undefined;
  afterEach(() => server?.close());

  /** The customers' garages as the earlier release left them: the demo customer's changed. */
  async function startedBefore() {
    await prepareSchema(database, garagesOnlyPlan);
    await database.db.execute(
      sql`delete from vehicle.garage_vehicles where vehicle_id = ${civic!}`,
    );
    await database.db.execute(sql`insert into vehicle.garage_vehicles (customer_id, vehicle_id)
      values (${SEEDED_CUSTOMER_ID}, ${camry.id}), (42, ${camry.id})`);
    return garageRows();
  }

  test('gets the vehicles seed once, its garages untouched', async () => {
    const garages = await startedBefore();
    expect(await prepareSchema(database, vehicleSchemaPlan)).toEqual({
      applied: ['0002_vehicles'],
      seeded: ['vehicles'],
    });
    expect(await prepareSchema(database, vehicleSchemaPlan)).toEqual({ applied: [], seeded: [] });
    expect(await garageRows()).toEqual(garages);
    expect(await tableVehicles()).toEqual(vehicles);
  });

  test("a service started on it answers the customer's garage as the customer left it", async () => {
    await startedBefore();
    const sessions = fakeSessions();
    const service = createVehicleService({ database: () => database, sessions: sessions.verifier });
    server = await startMockServer(service.handlers);
    const response = await fetch(`${server.apiBase}/vehicle/garage`, {
      headers: { authorization: `Bearer ${sessions.signIn(SEEDED_CUSTOMER_ID)}` },
    });
    expect(await response.json()).toEqual([vehicleById(f150!), camry]);
  });
});
