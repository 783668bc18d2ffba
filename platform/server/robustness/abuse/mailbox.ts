import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** The line the account service prints for a reset link where no mail goes out (a dev server). */
const RESET_LINE = /\[account\] password reset for \S+: \S*\?(\S+)/;

/**
 * The reset links a storefront this suite started "mails": its console, where the account
 * service prints each link outside tests and production. A run against `--url` has none.
 */
export class Mailbox {
  private readonly links: { email: string; token: string }[] = [];
  private partial = '';

  constructor(console: Readable) {
    console.on('data', (chunk: Buffer) => {
      const lines = (this.partial + chunk.toString('utf8')).split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) this.read(line);
    });
  }

  private read(line: string): void {
    const query = RESET_LINE.exec(line)?.[1];
    if (!query) return;
    const link = new URLSearchParams(query);
    const email = link.get('email')?.toLowerCase();
    const token = link.get('token');
    if (email && token) this.links.push({ email, token });
  }

  /** Where the mail stands: the links sent after it are those asked for from now on. */
  mark(): number {
    return this.links.length;
  }

  /**
   * The token of the first link sent to `email` after `mark`. The console may print it after
   * the answer to ForgotPassword arrives, so it is waited for a while.
   */
  async linkAfter(mark: number, email: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const link = this.links.slice(mark).find((sent) => sent.email === email.toLowerCase());
      if (link) return link.token;
      if (Date.now() > deadline) throw new Error(`No reset link for ${email} in ${timeoutMs} ms.`);
      await sleep(20);
    }
  }
}
