import { readFile } from 'node:fs/promises';

/** The shape of /config.json (DESIGN.md); validated in the browser by @autoparts/shared. */
export interface RuntimeConfigFile {
  apiBase?: string;
  remotes?: Record<string, string>;
  [key: string]: unknown;
}

const REMOTE_URL_VARIABLE = /^REMOTE_([A-Z0-9]+)_URL$/;

/**
 * A deployment moves a remote or the API without rebuilding the shell:
 * - `CONFIG_JSON=/path/config.json` replaces the built config.json;
 * - `API_BASE=...` sets apiBase;
 * - `REMOTE_<NAME>_URL=...` sets one remote's manifest address (REMOTE_SHOP_URL -> remotes.shop).
 */
export function applyEnvironment(
  config: RuntimeConfigFile,
  env: NodeJS.ProcessEnv,
): RuntimeConfigFile {
  const remotes = { ...config.remotes };
  for (const [variable, value] of Object.entries(env)) {
    const name = REMOTE_URL_VARIABLE.exec(variable)?.[1];
    if (name && value) remotes[name.toLowerCase()] = value;
  }
  return { ...config, ...(env.API_BASE ? { apiBase: env.API_BASE } : {}), remotes };
}

/**
 * `builtFile` is the file to serve unless CONFIG_JSON names another (a function: chosen anew each
 * time, as the release pointer appears with the first release). Read on every request (the file is tiny) so editing the mounted config takes effect at once,
 * like replacing the file behind the nginx container.
 */
export async function readRuntimeConfig(
  builtFile: string | (() => string),
  env: NodeJS.ProcessEnv = process.env,
): Promise<RuntimeConfigFile> {
  const file = env.CONFIG_JSON || (typeof builtFile === 'function' ? builtFile() : builtFile);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} does not hold a JSON object`);
  }
  return applyEnvironment(parsed as RuntimeConfigFile, env);
}
