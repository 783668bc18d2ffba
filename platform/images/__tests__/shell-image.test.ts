/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildImage } from '../build-image';

const root = path.resolve(__dirname, '../../..');

// The check's own proof on the real shell image: without shared/ in its context the build cannot
// load its webpack config. It stops at that first error, within seconds.
it('fails the shell image when its Dockerfile no longer copies shared/', async () => {
  const dockerfile = fs.readFileSync(path.join(root, 'shell/Dockerfile'), 'utf8');
  expect(dockerfile).toContain('COPY shared/ shared/\n');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-image-test-'));
  try {
    await expect(
      buildImage({
        context: root,
        dockerfileName: 'shell/Dockerfile',
        dockerfileText: dockerfile.replace('COPY shared/ shared/\n', ''),
        workDir,
        log: () => {},
      }),
    ).rejects.toThrow(/MODULE_NOT_FOUND[^]*node_modules\/@autoparts\/shared/);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
