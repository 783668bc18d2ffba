import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from '../gateway-process';
import { Mailbox } from './mailbox';
import type { AbuseTarget } from './run-abuse';

/**
 * The socket address the gateway trusts as a proxy. Every address of 127.0.0.0/8 is this
 * machine, so one gateway serves both kinds of client: the simulated ones, whose
 * X-Forwarded-For it believes from here, and the bypass kind's, from 127.0.0.1, which it does
 * not trust whatever headers they send.
 */
const TRUSTED_HOP = '127.0.0.2';
const UNTRUSTED_HOP = '127.0.0.1';

export interface AbuseStorefront {
  target: AbuseTarget;
  stop(): Promise<void>;
}

/**
 * The built gateway in a process of its own, on fresh embedded databases, with the rate limits
 * of this process's MOCK_RATE_LIMIT (so the report's budgets are the gateway's). NODE_ENV is
 * `development` so the account service prints its reset links, which the mailbox reads.
 * `env` overrides any of it (e.g. MOCK_RATE_LIMIT=0, to see the report catch what gets through).
 */
export async function startAbuseStorefront(env: NodeJS.ProcessEnv = {}): Promise<AbuseStorefront> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'abuse-'));
  const { url, child } = await startGateway({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    TRUSTED_PROXIES: TRUSTED_HOP,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const { port } = new URL(url);
  const direct = `http://${UNTRUSTED_HOP}:${port}`;
  return {
    target: {
      url: direct,
      trustedFrom: TRUSTED_HOP,
      untrusted: { url: direct, from: UNTRUSTED_HOP },
      mailbox: new Mailbox(child.stdout!),
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
