/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeBuild } from '@autoparts/shared/release';
import { ReleaseStore } from '../release-store';

const BASE_CONFIG = {
  apiBase: '/api',
  remotes: {
    shop: '/remotes/shop/mf-manifest.json',
    blog: '/remotes/blog/mf-manifest.json',
  },
};

let work: string;
let store: ReleaseStore;

/** An area's folder with a described build whose English title is `title`. */
function buildBlog(title: string, folder = 'mf-blog'): string {
  const appDir = path.join(work, folder);
  fs.mkdirSync(path.join(appDir, 'dist', 'i18n'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'package.json'), '{"version":"0.1.0"}');
  fs.writeFileSync(path.join(appDir, 'dist', 'mf-manifest.json'), '{"name":"blog"}');
  fs.writeFileSync(path.join(appDir, 'dist', 'i18n', 'en.json'), JSON.stringify({ title }));
  describeBuild(appDir, { env: { AUTOPARTS_COMMIT: 'c0ffee' } });
  return path.join(appDir, 'dist');
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  store = new ReleaseStore(path.join(work, 'releases'));
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('publishing', () => {
  it('copies a build under <name>/<version>, build.json included', () => {
    const { info, created } = store.publish(buildBlog('Latest News'));
    expect(created).toBe(true);
    const folder = path.join(store.dir, 'blog', info.version);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'i18n', 'en.json'), 'utf8'))).toEqual({
      title: 'Latest News',
    });
    expect(store.versions('blog').map((v) => v.version)).toEqual([info.version]);
    // Nothing half-copied is left beside it.
    expect(fs.readdirSync(path.join(store.dir, 'blog'))).toEqual([info.version]);
  });

  it('publishes the same build again as a no-op, and a changed build as a new version', () => {
    const first = store.publish(buildBlog('Latest News'));
    expect(store.publish(buildBlog('Latest News')).created).toBe(false);
    const second = store.publish(buildBlog('Latest News, again', 'mf-blog-2'));
    expect(second.created).toBe(true);
    expect(second.info.version).not.toBe(first.info.version);
    expect(store.versions('blog')).toHaveLength(2);
  });

  it('refuses a dist changed after its build was described', () => {
    const dist = buildBlog('Latest News');
    fs.writeFileSync(path.join(dist, 'i18n', 'en.json'), '{"title":"edited by hand"}');
    expect(() => store.publish(dist)).toThrow(/changed after its build was described/);
    expect(store.versions('blog')).toEqual([]);
  });

  it('never overwrites a published version whose files were changed', () => {
    const { info } = store.publish(buildBlog('Latest News'));
    fs.writeFileSync(path.join(store.dir, 'blog', info.version, 'i18n', 'en.json'), '{}');
    expect(() => store.publish(buildBlog('Latest News'))).toThrow(/never overwritten/);
    expect(
      fs.readFileSync(path.join(store.dir, 'blog', info.version, 'i18n', 'en.json'), 'utf8'),
    ).toBe('{}');
  });
});

describe('releasing', () => {
  it('points /config.json at a version and back, leaving the other areas as they were', () => {
    const v1 = store.publish(buildBlog('Latest News')).info.version;
    const v2 = store.publish(buildBlog('Fresh News', 'mf-blog-2')).info.version;
    store.release('blog', v2, BASE_CONFIG);
    expect(store.readPointer()).toEqual({
      apiBase: '/api',
      remotes: {
        shop: '/remotes/shop/mf-manifest.json',
        blog: `/remotes/blog/${v2}/mf-manifest.json`,
      },
    });
    expect(store.liveVersion('blog')).toBe(v2);
    store.release('blog', v1, BASE_CONFIG);
    expect(store.liveVersion('blog')).toBe(v1);
    expect(store.versions('blog')).toHaveLength(2);
  });

  it('refuses a version that is not published, naming the ones that are', () => {
    const v1 = store.publish(buildBlog('Latest News')).info.version;
    expect(() => store.release('blog', '0.1.0-00000000', BASE_CONFIG)).toThrow(
      `blog 0.1.0-00000000 is not published (published: ${v1})`,
    );
    expect(store.readPointer()).toBeNull();
  });

  it('removes an old version on purpose, never the live one', () => {
    const v1 = store.publish(buildBlog('Latest News')).info.version;
    const v2 = store.publish(buildBlog('Fresh News', 'mf-blog-2')).info.version;
    store.release('blog', v2, BASE_CONFIG);
    expect(() => store.remove('blog', v2)).toThrow(/is live/);
    store.remove('blog', v1);
    expect(store.versions('blog').map((v) => v.version)).toEqual([v2]);
  });

  it.each([
    ['../releases', '0.1.0-1a2b3c4d'],
    ['blog', '../../etc'],
    ['blog', '0.1.0-1A2B3C4D'],
  ])('takes %s %s for no version at all (no path leaves the store)', (name, version) => {
    expect(store.folderOf(name, version)).toBeNull();
    expect(store.has(name, version)).toBe(false);
  });
});
