/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { sql } from 'drizzle-orm';
import { type AreaDatabase, type RunningMockServer, startMockServer } from '@autoparts/service-kit';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import { createSiteService } from '..';

/**
 * Two instances of the service over one database stand for a restart and for two replicas
 * behind the gateway: a message one took is kept, and the other numbers its own after it.
 */
let database: AreaDatabase;
let servers: RunningMockServer[];
const clock = { now: () => Date.parse('2026-03-04T05:06:07.089Z') };
beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  database = await openTestDatabase('site');
  const instances = [0, 1].map(() => createSiteService({ database: () => database, clock }));
  servers = await Promise.all(instances.map((instance) => startMockServer(instance.handlers)));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

async function post(instance: number, body: unknown) {
  const response = await fetch(`${servers[instance]!.apiBase}/site/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

interface MessageRow {
  id: unknown;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: unknown;
}

const messages = async () =>
  (await database.rows<MessageRow>(sql`select * from site.contact_messages order by id`)).map(
    // PGlite hands dates back from another realm, bigints as strings on node-postgres.
    ({ id, created_at, ...fields }) => ({
      ...fields,
      id: Number(id),
      created_at: new Date(created_at as string).toISOString(),
    }),
  );

test('a message taken by one instance is in the table, and the other numbers the next', async () => {
  const first = await post(0, {
    name: 'Priya Nair',
    email: 'priya@example.com',
    subject: 'Brake kit for a 2016 Golf',
    message: 'Which pad-and-rotor kit fits a 2016 Golf 1.4 TSI with 288 mm front discs?',
  });
  expect(first).toEqual({
    status: 201,
    body: { id: 'MSG-00001', receivedAt: '2026-03-04T05:06:07.089Z' },
  });

  const second = await post(1, {
    name: '  Tom Berg ',
    email: 'tom@example.com',
    message: 'Do you ship wiper blades to Norway?',
  });
  expect(second.body.id).toBe('MSG-00002');

  expect(await messages()).toEqual([
    {
      id: 1,
      name: 'Priya Nair',
      email: 'priya@example.com',
      subject: 'Brake kit for a 2016 Golf',
      message: 'Which pad-and-rotor kit fits a 2016 Golf 1.4 TSI with 288 mm front discs?',
      created_at: '2026-03-04T05:06:07.089Z',
    },
    {
      id: 2,
      name: 'Tom Berg',
      email: 'tom@example.com',
      subject: null,
      message: 'Do you ship wiper blades to Norway?',
      created_at: '2026-03-04T05:06:07.089Z',
    },
  ]);
});

test('a message refused by the form is not kept', async () => {
  const before = (await messages()).length;
  expect((await post(1, { name: 'Nobody', email: 'nobody@', message: 'short' })).status).toBe(400);
  expect(await messages()).toHaveLength(before);
});
