import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * The built gateway (platform/server/gateway.ts over shell/dist and mf-<name>/dist) as its own
 * process, so a crash or a busy thread pool shows in it rather than in the script measuring it.
 * `env` is added to this process's environment (MOCK_DELAY=0 unless it says otherwise).
 */
export async function startGateway(
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const gateway = path.join(__dirname, '..', 'gateway.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', gateway], {
    env: { ...process.env, MOCK_DELAY: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes(`:${port}`)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`The gateway exited (${code}) before listening.`)),
    );
  });
  child.stdout?.resume();
  return { url: `http://localhost:${port}`, child };
}
