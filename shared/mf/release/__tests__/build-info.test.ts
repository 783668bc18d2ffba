/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentHash, describeBuild, readBuildInfo, versionOf } from '../build-info';

let appDir: string;

function write(file: string, content: string): void {
  const target = path.join(appDir, 'dist', file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

beforeEach(() => {
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: '@autoparts/mf-blog', version: '0.3.1' }),
  );
  write('mf-manifest.json', JSON.stringify({ name: 'blog' }));
  write('remoteEntry.js', 'console.log("entry")');
  write('i18n/en.json', '{"title":"Latest News"}');
});

afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

const dist = () => path.join(appDir, 'dist');

describe('a build version', () => {
  it('is the package version and 8 hex of the files, the same for the same files', () => {
    const version = versionOf(dist(), '0.3.1');
    expect(version).toMatch(/^0\.3\.1-[0-9a-f]{8}$/);
    expect(versionOf(dist(), '0.3.1')).toBe(version);
  });

  it('changes with a file that keeps its name (a translation, the remote entry)', () => {
    const before = contentHash(dist());
    write('i18n/en.json', '{"title":"Latest news"}');
    expect(contentHash(dist())).not.toBe(before);
  });

  it('changes when a file is renamed or added, not when build.json is written', () => {
    const before = contentHash(dist());
    write('build.json', '{}');
    expect(contentHash(dist())).toBe(before);
    fs.renameSync(path.join(dist(), 'remoteEntry.js'), path.join(dist(), 'remoteEntry2.js'));
    expect(contentHash(dist())).not.toBe(before);
  });
});

describe('describeBuild', () => {
  it('writes build.json naming the remote, its version, the time and the commit', () => {
    const now = new Date('2026-11-26T05:00:00.000Z');
    const info = describeBuild(appDir, { now, env: { AUTOPARTS_COMMIT: 'abc123def456' } });
    expect(info).toEqual({
      name: 'blog',
      version: versionOf(dist(), '0.3.1'),
      builtAt: '2026-11-26T05:00:00.000Z',
      commit: 'abc123def456',
    });
    expect(readBuildInfo(dist())).toEqual(info);
  });

  it('names the host `shell` (it has no federation manifest)', () => {
    fs.rmSync(path.join(dist(), 'mf-manifest.json'));
    expect(describeBuild(appDir, { env: { AUTOPARTS_COMMIT: 'x' } }).name).toBe('shell');
  });
});

describe('readBuildInfo', () => {
  it('says when a build has no description', () => {
    expect(() => readBuildInfo(dist())).toThrow(/build\.json is missing/);
  });

  it.each([
    ['not an object', '"0.1.0"'],
    [
      'a version that is not one',
      '{"name":"blog","version":"../../etc","builtAt":"2026-11-26T05:00:00Z","commit":null}',
    ],
    [
      'a name with a path in it',
      '{"name":"../blog","version":"0.1.0-1a2b3c4d","builtAt":"2026-11-26T05:00:00Z","commit":null}',
    ],
    [
      'a time that is not one',
      '{"name":"blog","version":"0.1.0-1a2b3c4d","builtAt":"yesterday","commit":null}',
    ],
  ])('refuses %s', (_case, text) => {
    write('build.json', text);
    expect(() => readBuildInfo(dist())).toThrow(/is not a build description/);
  });
});
