/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { sql } from 'drizzle-orm';
import { type AreaDatabase, type RunningMockServer, startMockServer } from '@autoparts/service-kit';
import { openTestDatabase } from '@autoparts/service-kit/testing';
import type { BlogComments, BlogPost, BlogPostPage } from '../../src/lib/blog-types';
import { type BlogService, createBlogService } from '..';

/**
 * Instances of the service over one database stand for a restart and for two replicas behind
 * the gateway: they answer what the `blog` schema holds, the seed is written once, and only a
 * reset writes it again.
 */
let database: AreaDatabase;
const instances: BlogService[] = [];
const servers: RunningMockServer[] = [];

/** Starts another instance over the shared database and answers its index. */
async function startInstance(): Promise<number> {
  const service = createBlogService({ database: () => database });
  instances.push(service);
  servers.push(await startMockServer(service.handlers));
  return servers.length - 1;
}

beforeAll(async () => {
  process.env.MOCK_DELAY = '0';
  database = await openTestDatabase('blog');
  await startInstance();
  await startInstance();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

async function get<T>(instance: number, path: string): Promise<T> {
  const response = await fetch(`${servers[instance]!.apiBase}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const BRAKES = 'how-to-replace-brake-pads';
const history = () =>
  database.rows<{ id: string; kind: string }>(
    sql`select id, kind from blog.schema_history order by id`,
  );

test('a second instance over the same database answers the same posts', async () => {
  for (const path of [
    '/blog/posts?limit=48',
    '/blog/latest-posts?limit=12',
    '/blog/categories',
    `/blog/posts/${BRAKES}`,
    `/blog/posts/${BRAKES}/comments`,
  ])
    expect(await get(1, path)).toEqual(await get(0, path));
  expect((await get<BlogPostPage>(1, '/blog/posts')).total).toBe(24);
});

test('a restarted instance answers what the database holds, and seeds nothing again', async () => {
  await database.rows(
    sql`update blog.posts set title = 'Front Brake Pads, Revised' where slug = ${BRAKES}`,
  );
  await database.rows(sql`delete from blog.comments where post_id = 9`);
  await database.rows(sql`insert into blog.posts
    (id, slug, title, published_on, author_key, motif, excerpt, body, tags, search_text)
    values (99, 'spring-tyre-swap', 'The Spring Tyre Swap', '2026-04-01', 'adam', 'tire',
      'Summer tyres go on.', array['Swap them when it is warm.'], array['tyres'],
      'the spring tyre swap summer tyres go on. tyres swap them when it is warm.')`);

  const restarted = await startInstance();
  const post = await get<BlogPost>(restarted, `/blog/posts/${BRAKES}`);
  expect(post).toMatchObject({ title: 'Front Brake Pads, Revised', commentsCount: 0 });
  expect(await get<BlogComments>(restarted, `/blog/posts/${BRAKES}/comments`)).toEqual({
    items: [],
    total: 0,
  });
  // The instances started before the change answer it too: nothing is kept from their start.
  const latest = await get<BlogPostPage>(0, '/blog/posts?search=tyre%20swap');
  expect(latest).toMatchObject({ total: 1, items: [{ id: 99, author: 'Adam Brooks' }] });
  expect((await get<BlogPostPage>(1, '/blog/posts')).total).toBe(25);
  expect(await history()).toEqual([
    { id: '0001_posts', kind: 'migration' },
    { id: 'seed', kind: 'seed' },
  ]);
});

test('a reset writes the editors’ posts again, for every instance', async () => {
  await instances[0]!.reset();
  expect((await get<BlogPostPage>(1, '/blog/posts')).total).toBe(24);
  const post = await get<BlogPost>(2, `/blog/posts/${BRAKES}`);
  expect(post.title).toBe('How to Check and Replace Your Front Brake Pads');
  expect(post.commentsCount).toBeGreaterThan(0);
  expect(await history()).toHaveLength(2);
});
