/** @jest-environment node */
import {
  copyArguments,
  envArguments,
  globToRegExp,
  parseDockerfile,
  parseDockerignore,
} from '../dockerfile';

describe('parseDockerfile', () => {
  const stages = parseDockerfile(`
# a comment
FROM node:22.23.3-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json ./
RUN npm ci \\
  # a comment inside a continued line
  --no-audit
ENV NODE_ENV=production PORT=4000

FROM nginxinc/nginx-unprivileged:1.30.6-alpine
COPY --from=build --chown=101:0 /repo/shell/dist /usr/share/nginx/html
HEALTHCHECK --interval=30s \\
  CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1
`);

  it('splits stages, naming unnamed ones by their index', () => {
    expect(stages.map((stage) => [stage.name, stage.base])).toEqual([
      ['build', 'node:22.23.3-bookworm-slim'],
      ['1', 'nginxinc/nginx-unprivileged:1.30.6-alpine'],
    ]);
  });

  it('joins continued lines, skipping comments inside them, and keeps the first line number', () => {
    const run = stages[0]!.instructions.find((instruction) => instruction.op === 'RUN')!;
    expect(run).toMatchObject({ args: 'npm ci --no-audit', line: 6 });
  });

  it('reads flags apart from arguments', () => {
    const copy = stages[1]!.instructions[0]!;
    expect(copy.flags).toEqual({ from: 'build', chown: '101:0' });
    expect(copyArguments(copy)).toEqual({
      sources: ['/repo/shell/dist'],
      dest: '/usr/share/nginx/html',
    });
    expect(stages[1]!.instructions[1]).toMatchObject({
      op: 'HEALTHCHECK',
      flags: { interval: '30s' },
    });
  });

  it('reads several COPY sources, and the JSON form', () => {
    expect(copyArguments(stages[0]!.instructions[1]!)).toEqual({
      sources: ['package.json', 'package-lock.json'],
      dest: './',
    });
    const [json] = parseDockerfile('FROM a\nCOPY ["a b.txt", "c/"]')[0]!.instructions;
    expect(copyArguments(json!)).toEqual({ sources: ['a b.txt'], dest: 'c/' });
  });

  it('reads ENV in both forms', () => {
    expect(envArguments(stages[0]!.instructions.at(-1)!)).toEqual({
      NODE_ENV: 'production',
      PORT: '4000',
    });
    const [legacy, quoted] = parseDockerfile('FROM a\nENV A some words\nENV B="x y" C=1')[0]!
      .instructions;
    expect(envArguments(legacy!)).toEqual({ A: 'some words' });
    expect(envArguments(quoted!)).toEqual({ B: 'x y', C: '1' });
  });

  it('refuses an instruction before FROM, but not a leading ARG', () => {
    expect(() => parseDockerfile('COPY a b\nFROM x')).toThrow('line 1: COPY before FROM');
    expect(parseDockerfile('ARG V=1\nFROM node:$V')[0]!.base).toBe('node:$V');
  });
});

describe('parseDockerignore', () => {
  const ignored = parseDockerignore(`
# comment
**/node_modules
**/dist
.git
e2e/test-results
**/*.tsbuildinfo
**/npm-debug.log*
/docs
*.md
!README.md
`);

  it.each([
    ['node_modules', true],
    ['shell/node_modules/x/index.js', true],
    ['mf-shop/dist/main.js', true],
    ['mf-shop/src/dist.ts', false],
    ['.git/HEAD', true],
    ['e2e/test-results/a.png', true],
    ['e2e/tests/a.spec.ts', false],
    ['shell/tsconfig.tsbuildinfo', true],
    ['shell/npm-debug.log.1', true],
    ['docs/a.txt', true],
    ['NOTES.md', true],
    ['README.md', false],
    ['shell/NOTES.md', false],
    ['shell/src/index.ts', false],
  ])('%s: %s', (path, expected) => {
    expect(ignored(path)).toBe(expected);
  });
});

describe('globToRegExp', () => {
  it('keeps * and ? inside one folder, ** across folders, and [] classes', () => {
    expect(globToRegExp('a/*.ts').test('a/b.ts')).toBe(true);
    expect(globToRegExp('a/*.ts').test('a/b/c.ts')).toBe(false);
    expect(globToRegExp('a/**/c.ts').test('a/c.ts')).toBe(true);
    expect(globToRegExp('a/**/c.ts').test('a/b/b/c.ts')).toBe(true);
    expect(globToRegExp('file?.txt').test('file1.txt')).toBe(true);
    expect(globToRegExp('[!a]x').test('bx')).toBe(true);
    expect(globToRegExp('[!a]x').test('ax')).toBe(false);
    expect(globToRegExp('a.b').test('axb')).toBe(false);
  });
});
