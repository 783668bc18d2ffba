import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { importCommand, installedExternals } from './bundle-externals';
import {
  copyArguments,
  envArguments,
  parseDockerfile,
  parseDockerignore,
  type Instruction,
  type Stage,
} from './dockerfile';

export interface BuildOptions {
  /** The build context: the repository root (`docker build -f <app>/Dockerfile .`). */
  context: string;
  /** Shown in messages, e.g. `shell/Dockerfile`. */
  dockerfileName: string;
  dockerfileText: string;
  /** An empty folder: each stage's file system is assembled under it. */
  workDir: string;
  log: (line: string) => void;
}

/** A folder the final image copies from a build stage, and where it sits in the workspace. */
export interface BuildOutput {
  built: string;
  workspacePath: string;
}

interface StageState {
  stage: Stage;
  root: string;
  workdir: string;
  env: Record<string, string>;
}

/**
 * Builds an image without a Docker engine: each stage's file system is a folder holding exactly
 * what its COPY instructions put there (the .dockerignore applied), and the RUN steps of the Node
 * stages run in it. A file the build needs but no COPY brings in fails the build, as in Docker.
 * Stages on other bases (nginx) only have their COPY sources checked.
 */
export async function buildImage(options: BuildOptions): Promise<BuildOutput[]> {
  const { context, dockerfileName } = options;
  const ignoreFile = path.join(context, '.dockerignore');
  const ignored = parseDockerignore(
    fs.existsSync(ignoreFile) ? fs.readFileSync(ignoreFile, 'utf8') : '',
  );
  const states: StageState[] = [];
  const externals: string[] = [];

  for (const [index, stage] of parseDockerfile(options.dockerfileText).entries()) {
    const state: StageState = {
      stage,
      root: path.join(options.workDir, `${index}-${stage.name}`),
      workdir: '/',
      env: {},
    };
    fs.mkdirSync(state.root, { recursive: true });
    states.push(state);
    for (const instruction of stage.instructions) {
      const where = `${dockerfileName}:${instruction.line}`;
      switch (instruction.op) {
        case 'WORKDIR':
          state.workdir = path.posix.resolve(state.workdir, instruction.args);
          fs.mkdirSync(hostPath(state, state.workdir), { recursive: true });
          break;
        case 'ENV':
          Object.assign(state.env, envArguments(instruction));
          break;
        case 'COPY':
          copy(instruction, state, states, { context, ignored, where, log: options.log });
          break;
        case 'RUN':
          if (!isNodeStage(stage)) {
            options.log(`${where}: not run (a ${stage.base} step): ${instruction.args}`);
          } else if (/^npm (ci|install)\b/.test(instruction.args)) {
            linkInstalledDependencies(context, hostPath(state, state.workdir), where);
          } else {
            options.log(`${where}: RUN ${instruction.args}`);
            await run(instruction.args, hostPath(state, state.workdir), state.env, where, options);
            externals.push(...installedExternals(instruction.args, hostPath(state, state.workdir)));
          }
          break;
        default:
        // EXPOSE, USER, HEALTHCHECK, CMD, ...: nothing to build.
      }
    }
  }
  const last = states.at(-1)!;
  if (externals.length > 0 && isNodeStage(last.stage)) {
    const where = `${dockerfileName}: a package the bundle leaves out, in the last stage`;
    const command = importCommand(externals);
    options.log(`${where}: ${command}`);
    await run(command, hostPath(last, last.workdir), last.env, where, options);
  }
  return outputsOf(states, context);
}

function isNodeStage(stage: Stage): boolean {
  return /^(docker\.io\/)?(library\/)?node:/.test(stage.base);
}

function hostPath(state: StageState, containerPath: string): string {
  return path.join(state.root, containerPath);
}

function copy(
  instruction: Instruction,
  state: StageState,
  states: StageState[],
  options: {
    context: string;
    ignored: (path: string) => boolean;
    where: string;
    log: (line: string) => void;
  },
): void {
  const { sources, dest } = copyArguments(instruction);
  const from = instruction.flags.from;
  const fromState = from === undefined ? undefined : states.find((s) => s.stage.name === from);
  if (from !== undefined && !fromState) {
    options.log(`${options.where}: COPY --from=${from} (an image, not a stage): not checked`);
    return;
  }
  const destPath = path.posix.resolve(state.workdir, dest);
  const intoFolder = dest.endsWith('/') || sources.length > 1;
  for (const source of sources) {
    let sourceHost: string;
    if (fromState) {
      sourceHost = hostPath(fromState, path.posix.resolve(fromState.workdir, source));
    } else {
      const relative = path.posix.normalize(source).replace(/^(\.?\/)+/, '');
      sourceHost = path.join(options.context, relative);
      if (relative.startsWith('..') || (relative !== '.' && options.ignored(relative))) {
        throw new Error(`${options.where}: COPY ${source}: excluded from the build context`);
      }
    }
    if (!fs.existsSync(sourceHost)) {
      const place = fromState ? `stage ${from}` : 'the build context';
      throw new Error(`${options.where}: COPY ${source}: not found in ${place}`);
    }
    const isFolder = fs.statSync(sourceHost).isDirectory();
    const target = hostPath(
      state,
      !isFolder && intoFolder ? path.posix.join(destPath, path.basename(source)) : destPath,
    );
    fs.mkdirSync(isFolder ? target : path.dirname(target), { recursive: true });
    fs.cpSync(sourceHost, target, {
      recursive: true,
      // A stage's node_modules mirrors the workspace's with links; the image holds real files.
      dereference: fromState !== undefined,
      filter: (file) =>
        fromState !== undefined ||
        !options.ignored(path.relative(options.context, file).split(path.sep).join('/')),
    });
  }
}

/**
 * The image's `npm ci`: the one step not re-run here. The workspace's node_modules, installed
 * from the same lockfile just before, stands in for it, its workspace links pointing into this
 * stage's copies so that a package the image lacks is missing here too. What npm ci itself needs
 * is checked: the lockfile and every workspace's manifest.
 */
function linkInstalledDependencies(context: string, stageDir: string, where: string): void {
  const manifestFile = path.join(stageDir, 'package.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(stageDir, 'package-lock.json'))) {
    throw new Error(`${where}: npm ci needs package.json and package-lock.json in ${stageDir}`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { workspaces?: string[] };
  for (const workspace of manifest.workspaces ?? []) {
    if (!fs.existsSync(path.join(stageDir, workspace, 'package.json'))) {
      throw new Error(`${where}: npm ci needs ${workspace}/package.json (a workspace of the lock)`);
    }
    const installed = path.join(context, workspace, 'node_modules');
    if (fs.existsSync(installed)) {
      fs.symlinkSync(installed, path.join(stageDir, workspace, 'node_modules'));
    }
  }
  mirrorNodeModules(path.join(context, 'node_modules'), path.join(stageDir, 'node_modules'), {
    context,
    stageDir,
  });
}

function mirrorNodeModules(
  source: string,
  target: string,
  roots: { context: string; stageDir: string },
): void {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      mirrorNodeModules(from, to, roots);
    } else if (entry.isSymbolicLink() && isWorkspaceLink(from, roots.context)) {
      const workspace = path.relative(roots.context, path.resolve(source, fs.readlinkSync(from)));
      fs.symlinkSync(path.relative(target, path.join(roots.stageDir, workspace)), to);
    } else {
      fs.symlinkSync(from, to);
    }
  }
}

function isWorkspaceLink(link: string, context: string): boolean {
  const resolved = path.resolve(path.dirname(link), fs.readlinkSync(link));
  const relative = path.relative(context, resolved);
  return !relative.startsWith('..') && !relative.split(path.sep).includes('node_modules');
}

function run(
  command: string,
  cwd: string,
  env: Record<string, string>,
  where: string,
  options: BuildOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        options.log(line);
        tail.push(line);
        if (tail.length > 30) tail.shift();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      // Without colour codes (lerna and CI force colours on children): the message is read in
      // logs and matched by tests.
      const output = stripVTControlCharacters(tail.join('\n'));
      if (code === 0) resolve();
      else reject(new Error(`${where}: RUN ${command} exited with ${code}\n${output}`));
    });
  });
}

/** What the last stage copies from build stages' working folders (an app's dist). */
function outputsOf(states: StageState[], context: string): BuildOutput[] {
  const last = states.at(-1)!;
  const outputs: BuildOutput[] = [];
  for (const instruction of last.stage.instructions) {
    const from = instruction.flags.from;
    const fromState = states.find((s) => s.stage.name === from && s !== last);
    if (instruction.op !== 'COPY' || !fromState) continue;
    for (const source of copyArguments(instruction).sources) {
      const containerPath = path.posix.resolve(fromState.workdir, source);
      const relative = path.posix.relative(fromState.workdir, containerPath);
      // Installed packages an image takes along are not a build of the workspace's to copy back.
      if (
        relative.startsWith('..') ||
        relative === '' ||
        relative.split('/').includes('node_modules')
      )
        continue;
      outputs.push({
        built: hostPath(fromState, containerPath),
        workspacePath: path.join(context, relative),
      });
    }
  }
  return outputs;
}
