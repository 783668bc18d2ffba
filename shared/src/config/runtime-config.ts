import * as v from 'valibot';
import { requestRuntimeConfig, RUNTIME_CONFIG_URL } from './config-request';

export const AREA_NAMES = ['shop', 'account', 'blog', 'vehicle', 'site'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

const runtimeConfigSchema = v.object({
  apiBase: v.optional(v.pipe(v.string(), v.minLength(1)), '/api'),
  remotes: v.record(v.string(), v.pipe(v.string(), v.minLength(1))),
});

/** The deployment's `/config.json`: where the API is and where each remote's manifest lives. */
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * Reads and checks the deployment's config. `started` is a request of it the page already made
 * (the shell asks before its bundles arrive).
 */
export async function fetchRuntimeConfig(
  url = RUNTIME_CONFIG_URL,
  started?: Promise<Response>,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await (started ?? requestRuntimeConfig(url));
  } catch (error) {
    throw new RuntimeConfigError(`Cannot reach ${url}: ${String(error)}`);
  }
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  const parsed = v.safeParse(runtimeConfigSchema, await response.json().catch(() => null));
  if (!parsed.success) throw new RuntimeConfigError(`${url} is not a valid storefront config`);
  return parsed.output;
}

/** DESIGN.md's dev ports: `npm run dev` serves the shell on 3000 and each area on its own port. */
export const DEV_PORTS: Readonly<Record<AreaName | 'shell', number>> = {
  shell: 3000,
  shop: 3001,
  account: 3002,
  blog: 3003,
  vehicle: 3004,
  site: 3005,
};

/** The config every dev server answers at /config.json: the areas on their dev ports. */
export function devRuntimeConfig(): RuntimeConfig {
  const remotes = Object.fromEntries(
    AREA_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]),
  );
  return { apiBase: '/api', remotes };
}
