/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildImage } from '../build-image';

const DOCKERFILE = `FROM node:22.23.3-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json ./
COPY app/package.json app/
COPY lib/package.json lib/
RUN npm ci
COPY lib/ lib/
COPY app/ app/
ENV GREETING=hello
RUN node app/build.js

FROM nginxinc/nginx-unprivileged:1.30.6-alpine
COPY app/site.conf /etc/nginx/conf.d/default.conf
RUN chmod 600 /etc/nginx/conf.d/default.conf
COPY --from=build /repo/app/dist /usr/share/nginx/html
`;

const FILES: Record<string, string> = {
  '.dockerignore': '**/node_modules\n**/dist\n**/*.log\n',
  'package.json': JSON.stringify({ workspaces: ['app', 'lib'] }),
  'package-lock.json': '{}',
  'lib/package.json': JSON.stringify({ name: '@fx/lib', main: 'index.js' }),
  'lib/index.js': "module.exports = 'lib ' + require('dep');",
  'app/package.json': JSON.stringify({ name: '@fx/app' }),
  'app/site.conf': 'server {}',
  'app/debug.log': 'ignored',
  'app/dist/stale.txt': 'ignored: the build writes dist',
  'app/build.js': `
    const fs = require('node:fs');
    fs.mkdirSync(__dirname + '/dist', { recursive: true });
    fs.writeFileSync(__dirname + '/dist/out.txt', require('@fx/lib') + ' ' + process.env.GREETING);
    fs.writeFileSync(__dirname + '/dist/seen.json', JSON.stringify(fs.readdirSync(__dirname)));
  `,
  // What `npm install` left in the workspace.
  'node_modules/dep/index.js': "module.exports = 'dep';",
};

let context: string;
let workDir: string;

beforeEach(() => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'build-image-test-'));
  context = path.join(base, 'context');
  workDir = path.join(base, 'work');
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
    fs.writeFileSync(path.join(context, file), text);
  }
  fs.mkdirSync(path.join(context, 'node_modules/@fx'));
  fs.symlinkSync('../../lib', path.join(context, 'node_modules/@fx/lib'));
  fs.symlinkSync('../../app', path.join(context, 'node_modules/@fx/app'));
});

afterEach(() => {
  fs.rmSync(path.dirname(context), { recursive: true, force: true });
});

function build(dockerfileText: string, log: (line: string) => void = () => {}) {
  fs.mkdirSync(workDir, { recursive: true });
  return buildImage({
    context,
    dockerfileName: 'app/Dockerfile',
    dockerfileText,
    workDir: fs.mkdtempSync(path.join(workDir, 'build-')),
    log,
  });
}

function without(line: string): string {
  expect(DOCKERFILE).toContain(`${line}\n`);
  return DOCKERFILE.replace(`${line}\n`, '');
}

it('runs the build steps on what the COPY lines bring, and names the built folder', async () => {
  const log: string[] = [];
  const outputs = await build(DOCKERFILE, (line) => log.push(line));

  expect(outputs).toHaveLength(1);
  expect(outputs[0]!.workspacePath).toBe(path.join(context, 'app/dist'));
  expect(fs.readFileSync(path.join(outputs[0]!.built, 'out.txt'), 'utf8')).toBe('lib dep hello');
  // The .dockerignore kept the log, the stale dist and the workspace's node_modules out.
  const seen = JSON.parse(fs.readFileSync(path.join(outputs[0]!.built, 'seen.json'), 'utf8'));
  expect(seen.sort()).toEqual(['build.js', 'dist', 'package.json', 'site.conf']);
  expect(fs.existsSync(path.join(outputs[0]!.built, 'stale.txt'))).toBe(false);
  // The nginx stage's RUN is reported, not run.
  expect(log.some((line) => line.includes('not run') && line.includes('chmod'))).toBe(true);
});

it('fails when a COPY the build needs is missing: the package is not found', async () => {
  await expect(build(without('COPY lib/ lib/'))).rejects.toThrow(
    /MODULE_NOT_FOUND[^]*requestPath: '@fx\/lib'/,
  );
});

it('fails when npm ci would lack a workspace manifest', async () => {
  await expect(build(without('COPY lib/package.json lib/'))).rejects.toThrow(
    'app/Dockerfile:5: npm ci needs lib/package.json',
  );
});

it('fails on a COPY source that does not exist or that .dockerignore excludes', async () => {
  await expect(build(DOCKERFILE.replace('app/site.conf', 'app/missing.conf'))).rejects.toThrow(
    'app/Dockerfile:13: COPY app/missing.conf: not found in the build context',
  );
  await expect(build(DOCKERFILE.replace('app/site.conf', 'app/debug.log'))).rejects.toThrow(
    'COPY app/debug.log: excluded from the build context',
  );
});

it('fails on a COPY --from path the stage did not produce', async () => {
  await expect(build(DOCKERFILE.replace('/repo/app/dist', '/repo/app/out'))).rejects.toThrow(
    'COPY /repo/app/out: not found in stage build',
  );
});

it('never names installed packages an image takes along as a build to copy back', async () => {
  const outputs = await build(
    `${DOCKERFILE}COPY --from=build /repo/node_modules/dep /app/deps/dep\n`,
  );
  expect(outputs.map((output) => path.relative(context, output.workspacePath))).toEqual([
    'app/dist',
  ]);
  expect(fs.readFileSync(path.join(context, 'node_modules/dep/index.js'), 'utf8')).toContain('dep');
});

describe('a bundled service image', () => {
  // The build stage's install, as above, then a bundle of the app.
  const install = DOCKERFILE.slice(0, DOCKERFILE.indexOf('COPY lib/ lib/'));
  const SERVICE = `${install}COPY app/ app/
RUN node app/esbuild.js --external:dep --external:optional-peer

FROM node:22.23.3-bookworm-slim
WORKDIR /app
COPY --from=build /repo/app/dist/ ./
COPY --from=build /repo/node_modules/dep/ ./node_modules/dep/
CMD ["node", "service.js"]
`;

  beforeEach(() => {
    // A stand-in for esbuild: a bundle that loads the one package it left out.
    const bundler = "require('node:fs').mkdirSync(__dirname + '/dist', { recursive: true });";
    const bundle =
      "require('node:fs').writeFileSync(__dirname + '/dist/service.js', 'require(`dep`)');";
    fs.writeFileSync(path.join(context, 'app/esbuild.js'), `${bundler}\n${bundle}`);
  });

  it('imports each installed package the bundle leaves out in the last stage', async () => {
    const log: string[] = [];
    await build(SERVICE, (line) => log.push(line));
    const imports = log.filter((line) => line.includes('import('));
    expect(imports).toEqual([expect.stringContaining('await import("dep");')]);
  });

  it('fails when the last stage lacks one: the image would die at its first import', async () => {
    const withoutDep = SERVICE.replace(/^COPY .*node_modules\/dep.*\n/m, '');
    expect(withoutDep).not.toBe(SERVICE);
    await expect(build(withoutDep)).rejects.toThrow(
      /a package the bundle leaves out, in the last stage[^]*Cannot find package 'dep'/,
    );
  });
});
