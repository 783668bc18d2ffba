/**
 * Just enough of the Dockerfile and .dockerignore formats for this repository's images:
 * multi-stage builds, COPY (with --from, --chown, --chmod), WORKDIR, RUN, ENV and line
 * continuations. Instructions the check does not act on (EXPOSE, USER, CMD, ...) are kept as
 * they are.
 */

export interface Instruction {
  /** Upper-case keyword: FROM, COPY, RUN, ... */
  op: string;
  /** `--name=value` flags (COPY --from=build). */
  flags: Record<string, string>;
  /** The rest of the line after the flags. */
  args: string;
  /** 1-based line where the instruction starts, for error messages. */
  line: number;
}

export interface Stage {
  /** `AS name`, or the stage's index as a string (COPY --from=0 works too). */
  name: string;
  base: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of logicalLines(text)) {
    if (instruction.op === 'FROM') {
      const [base = '', as, name] = instruction.args.split(/\s+/);
      if (!base) throw new Error(`line ${instruction.line}: FROM without an image`);
      stages.push({
        name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length),
        base,
        instructions: [],
      });
    } else if (instruction.op === 'ARG' && stages.length === 0) {
      // An ARG before the first FROM only parameterises FROM lines.
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`line ${instruction.line}: ${instruction.op} before FROM`);
      stage.instructions.push(instruction);
    }
  }
  if (stages.length === 0) throw new Error('no FROM instruction');
  return stages;
}

function logicalLines(text: string): Instruction[] {
  const result: Instruction[] = [];
  let pending = '';
  let start = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comments and blank lines may sit inside a continued instruction and do not end it.
    if (trimmed.startsWith('#') || trimmed === '') return;
    if (!pending) start = index + 1;
    const continued = trimmed.endsWith('\\');
    pending += (pending ? ' ' : '') + (continued ? trimmed.slice(0, -1).trim() : trimmed);
    if (!continued) {
      result.push(toInstruction(pending, start));
      pending = '';
    }
  });
  if (pending) result.push(toInstruction(pending, start));
  return result;
}

function toInstruction(text: string, line: number): Instruction {
  const [keyword = '', ...restWords] = text.split(/\s+/);
  const flags: Record<string, string> = {};
  let rest = restWords;
  while (rest[0]?.startsWith('--')) {
    const [name = '', value = ''] = rest[0].slice(2).split(/=(.*)/);
    flags[name] = value;
    rest = rest.slice(1);
  }
  return { op: keyword.toUpperCase(), flags, args: rest.join(' '), line };
}

/** COPY's sources and destination, in either the shell form or the JSON (exec) form. */
export function copyArguments(instruction: Instruction): { sources: string[]; dest: string } {
  const words = instruction.args.startsWith('[')
    ? (JSON.parse(instruction.args) as string[])
    : instruction.args.split(/\s+/);
  if (words.length < 2) throw new Error(`line ${instruction.line}: COPY needs a source and a dest`);
  return { sources: words.slice(0, -1), dest: words.at(-1)! };
}

/** ENV in both forms: `ENV A=1 B=2` and the legacy `ENV A 1`. */
export function envArguments(instruction: Instruction): Record<string, string> {
  const args = instruction.args;
  if (!/^[^\s=]+=/.test(args)) {
    const [name = '', ...value] = args.split(/\s+/);
    return { [name]: value.join(' ') };
  }
  const env: Record<string, string> = {};
  for (const match of args.matchAll(/([^\s=]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const value = match[2]!;
    env[match[1]!] = value.startsWith('"') ? (JSON.parse(value) as string) : value;
  }
  return env;
}

/**
 * A .dockerignore as Docker applies it: patterns in order, each matching a path or one of its
 * parent folders, `!` re-including, the last match deciding.
 */
export function parseDockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).trim().replace(/^(\.?\/)+/, '');
      return { negated, regex: globToRegExp(pattern) };
    });
  return (path) => {
    const parts = path.split('/');
    const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) ignored = !rule.negated;
    }
    return ignored;
  };
}

/** Go's filepath.Match syntax plus `**` for any number of folders. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*' && pattern[i + 1] === '*') {
      i++;
      if (pattern[i + 1] === '/') {
        i++;
        source += '(?:.*/)?';
      } else {
        source += '.*';
      }
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const end = pattern.indexOf(']', i);
      if (end < 0) throw new Error(`unclosed [ in .dockerignore pattern ${pattern}`);
      source += pattern.slice(i, end + 1).replace('[!', '[^');
      i = end;
    } else {
      source += char.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}
