import { versionedManifestUrl, versionInManifestUrl } from '../build-info';

describe('versionInManifestUrl', () => {
  it('reads back the version versionedManifestUrl wrote, relative or absolute', () => {
    const address = versionedManifestUrl('blog', '0.1.0-1a2b3c4d');
    expect(versionInManifestUrl(address, 'blog')).toBe('0.1.0-1a2b3c4d');
    expect(versionInManifestUrl(`https://shop.example${address}`)).toBe('0.1.0-1a2b3c4d');
  });

  it.each([
    ['the unversioned address', '/remotes/blog/mf-manifest.json'],
    ["another area's version", '/remotes/shop/0.1.0-1a2b3c4d/mf-manifest.json'],
    ['a folder not shaped as a version', '/remotes/blog/latest/mf-manifest.json'],
    ['a version deeper in the path', '/cdn/remotes/blog/0.1.0-1a2b3c4d/mf-manifest.json'],
    ["a team's own server", 'http://localhost:3003/mf-manifest.json'],
    ['no address at all', 'http://['],
  ])('is null for %s', (_case, address) => {
    expect(versionInManifestUrl(address, 'blog')).toBeNull();
  });
});
