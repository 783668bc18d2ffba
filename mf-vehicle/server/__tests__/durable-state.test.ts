/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { sql } from 'drizzle-orm';
import type { Vehicle } from '@autoparts/shared';
import { type AreaDatabase, type RunningMockServer, startMockServer } from '@autoparts/service-kit';
import { fakeSessions, openTestDatabase } from '@autoparts/service-kit/testing';
import { createVehicleService } from '..';
import { SEEDED_CUSTOMER_ID, requireVehicle, seededGarage } from '../data';

/**
 * Instances of the service over one database stand for a restart and for two replicas behind
 * the gateway: whatever one was told, the other knows.
 */
let database: AreaDatabase;
let servers: RunningMockServer[] = [];
const sessions = fakeSessions();
const camry = requireVehicle(2018, 'Toyota', 'Camry', '2.5L L4 DOHC');

/** Starts another instance over the shared database and answers its server's index. */
async function startInstance(): Promise<number> {
  const service = createVehicleService({ database: () => database, sessions: sessions.verifier });
  servers.push(await startMockServer(service.handlers));
  return servers.length - 1;
}

beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  database = await openTestDatabase('vehicle');
  await startInstance();
  await startInstance();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  await database.close();
});

async function call(instance: number, method: string, path: string, body?: unknown) {
  const response = await fetch(`${servers[instance]!.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sessions.signIn(SEEDED_CUSTOMER_ID)}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ids: ((await response.json()) as Vehicle[]).map((v) => v.id) };
}

const garageRows = () =>
  database.rows<{ vehicle_id: number }>(
    sql`select vehicle_id from vehicle.garage_vehicles where customer_id = ${SEEDED_CUSTOMER_ID} order by id`,
  );

test('a vehicle added on one instance is in the garage on the other, in the order added', async () => {
  expect((await call(0, 'POST', '/vehicle/garage', { vehicleId: camry.id })).status).toBe(200);
  expect(await call(1, 'GET', '/vehicle/garage')).toEqual({
    status: 200,
    ids: [...seededGarage(), camry.id],
  });
});

test('adds of one vehicle racing on both instances keep it once', async () => {
  const racing = requireVehicle(2015, 'Toyota', 'Camry', '2.5L L4 DOHC');
  const answers = await Promise.all(
    [0, 1, 0, 1, 0, 1].map((instance) =>
      call(instance, 'POST', '/vehicle/garage', { vehicleIds: [racing.id, camry.id] }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await garageRows()).map((row) => Number(row.vehicle_id))).toEqual([
    ...seededGarage(),
    camry.id,
    racing.id,
  ]);
});

test('a restarted instance keeps the garage as it was changed, and seeds nothing again', async () => {
  const [civic] = seededGarage();
  expect((await call(1, 'DELETE', `/vehicle/garage/${civic}`)).status).toBe(200);
  const restarted = await startInstance();
  const { ids } = await call(restarted, 'GET', '/vehicle/garage');
  expect(ids).not.toContain(civic);
  expect(ids).toEqual((await garageRows()).map((row) => Number(row.vehicle_id)));
});
