/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { startMockServer, type RunningMockServer } from '@autoparts/service-kit';
import type {
  BlogComments,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
} from '../../src/lib/blog-types';
import type { BlogCategory } from '../../src/lib/blog-types';
import { createTestBlogService } from '../testing';

process.env.MOCK_DELAY = '0';

const blog = createTestBlogService();
let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer(blog.handlers);
});
afterAll(async () => {
  await server.close();
  await blog.close();
});

async function get<T>(path: string): Promise<{ status: number; body: T; type: string | null }> {
  const response = await fetch(`${server.apiBase}${path}`);
  const type = response.headers.get('content-type');
  const body = (type?.includes('json') ? await response.json() : await response.text()) as T;
  return { status: response.status, body, type };
}

const summaryShape = {
  id: expect.any(Number),
  slug: expect.stringMatching(/^[a-z0-9-]+$/),
  title: expect.any(String),
  image: expect.stringMatching(/^\/api\/blog\/images\/[a-z0-9-]+\.svg$/),
  categories: expect.arrayContaining([expect.any(String)]),
  categoryLinks: expect.arrayContaining([{ slug: expect.any(String), name: expect.any(String) }]),
  date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  author: expect.any(String),
  excerpt: expect.any(String),
  commentsCount: expect.any(Number),
  readingMinutes: expect.any(Number),
};

describe('GET /api/blog/posts', () => {
  it('pages 24 posts newest first, 8 a page by default', async () => {
    const { status, body } = await get<BlogPostPage>('/blog/posts');

    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 8, total: 24, pages: 3, from: 1, to: 8 });
    expect(body.items).toHaveLength(8);
    expect(body.items[0]).toEqual(summaryShape);
    const dates = body.items.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives the last page and an empty page past the end', async () => {
    const last = await get<BlogPostPage>('/blog/posts?page=3&limit=10');
    expect(last.body).toMatchObject({ page: 3, pages: 3, from: 21, to: 24 });
    expect(last.body.items).toHaveLength(4);

    const beyond = await get<BlogPostPage>('/blog/posts?page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ items: [], total: 24, from: 0, to: 0 });
  });

  it('filters by category and by words of the text', async () => {
    const offers = await get<BlogPostPage>('/blog/posts?category=special-offers');
    expect(offers.body.total).toBeGreaterThan(0);
    for (const post of offers.body.items) {
      expect(post.categoryLinks.map((c) => c.slug)).toContain('special-offers');
    }

    const search = await get<BlogPostPage>('/blog/posts?search=%20Torque%20WRENCH%20');
    expect(search.body.items.map((post) => post.slug)).toContain('essential-home-garage-toolkit');

    const nothing = await get<BlogPostPage>('/blog/posts?search=zeppelin');
    expect(nothing.body).toMatchObject({ items: [], total: 0, pages: 1 });
  });

  it('treats empty parameters as not given', async () => {
    const { status, body } = await get<BlogPostPage>('/blog/posts?category=&search=');
    expect(status).toBe(200);
    expect(body.total).toBe(24);
  });

  it('answers an unknown category with a 404', async () => {
    const { status, body } = await get('/blog/posts?category=nope');
    expect(status).toBe(404);
    expect(body).toEqual({
      status: 404,
      title: 'Category not found',
      detail: expect.stringContaining('nope'),
      errors: {},
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['limit=1000', 'limit'],
    ['page=1.5', 'page'],
  ])('refuses %s with a 400 naming the parameter', async (query, field) => {
    const { status, body } = await get<{ errors: Record<string, string[]> }>(
      `/blog/posts?${query}`,
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
  });
});

describe('GET /api/blog/latest-posts', () => {
  it('gives the 4 newest posts by default, or as many as asked', async () => {
    const latest = await get<BlogPostSummary[]>('/blog/latest-posts');
    const all = await get<BlogPostPage>('/blog/posts?limit=6');
    expect(latest.body.map((p) => p.id)).toEqual(all.body.items.slice(0, 4).map((p) => p.id));

    expect((await get<BlogPostSummary[]>('/blog/latest-posts?limit=6')).body).toHaveLength(6);
    expect((await get('/blog/latest-posts?limit=0')).status).toBe(400);
  });
});

describe('GET /api/blog/posts/:idOrSlug', () => {
  it('gives the whole post by slug or id, with its neighbours', async () => {
    const bySlug = await get<BlogPost>('/blog/posts/how-to-replace-brake-pads');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({
      id: 9,
      title: 'How to Check and Replace Your Front Brake Pads',
      author: { name: 'Jessica Moore', role: expect.any(String), bio: expect.any(String) },
      previous: { slug: 'rust-prevention-after-winter', title: expect.any(String) },
      next: { slug: 'brake-fluid-the-forgotten-fluid', title: expect.any(String) },
    });
    expect(bySlug.body.body.length).toBeGreaterThanOrEqual(3);

    const byId = await get<BlogPost>('/blog/posts/9');
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers an unknown post with a 404 payload', async () => {
    const { status, body } = await get('/blog/posts/no-such-post');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, title: 'Post not found' });
  });
});

describe('GET /api/blog/posts/:idOrSlug/comments', () => {
  it('counts comments with their replies, as the post summary does', async () => {
    const page = await get<BlogPostPage>('/blog/posts?limit=24');
    for (const post of page.body.items) {
      const { body } = await get<BlogComments>(`/blog/posts/${post.slug}/comments`);
      const counted = body.items.reduce((sum, c) => sum + 1 + c.replies.length, 0);
      expect(body.total).toBe(counted);
      expect(post.commentsCount).toBe(counted);
    }
  });

  it('answers an unknown post with a 404', async () => {
    expect((await get('/blog/posts/missing/comments')).status).toBe(404);
  });
});

describe('GET /api/blog/categories', () => {
  it('lists blog categories with their post counts', async () => {
    const { status, body } = await get<BlogCategory[]>('/blog/categories');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      type: 'blog',
      name: 'Latest News',
      slug: 'news',
      image: null,
      items: expect.any(Number),
      parent: null,
      children: [],
      layout: 'products',
      customFields: {},
    });
    const offers = body.find((c) => c.slug === 'special-offers');
    const listed = await get<BlogPostPage>('/blog/posts?category=special-offers');
    expect(offers?.items).toBe(listed.body.total);
  });
});

describe('GET /api/blog/images/:file', () => {
  it('draws an SVG for every post, cacheable', async () => {
    const response = await fetch(`${server.apiBase}/blog/images/how-to-replace-brake-pads.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await response.text()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^]*<\/svg>$/,
    );
  });

  it.each(['unknown.svg', 'how-to-replace-brake-pads.png', '..%2Fsecret.svg'])(
    'answers %s with a 404',
    async (file) => {
      expect((await get(`/blog/images/${file}`)).status).toBe(404);
    },
  );
});
