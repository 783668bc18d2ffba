import type { AuthSession, TokenPair } from '../types';

export interface TokenRefresherDeps {
  session: AuthSession;
  /** Trades a refresh token for a new pair; rejects when the server refuses it. */
  requestTokens(refreshToken: string): Promise<TokenPair>;
  /** The session is gone: called once per failed refresh, after the session was cleared. */
  onFailure(): void;
}

interface Renewal {
  /** The access token the failing requests were sent with. */
  from: string | null;
  result: Promise<boolean>;
  settled: boolean;
}

/**
 * Renews the access token after a 401 so that many failing requests share one refresh. A request
 * is matched to a renewal by the token it was sent with: a 401 that lands while the refresh runs
 * waits for it, one that lands after it succeeded just retries, and one that lands after it
 * failed rejects without sending the visitor to sign-in a second time.
 */
export class TokenRefresher {
  private last: Renewal | null = null;

  constructor(private readonly deps: TokenRefresherDeps) {}

  /** Resolves true when the request may be retried with the session's (new) token. */
  renew(sentToken: string | null): Promise<boolean> {
    const current = this.deps.session.accessToken;
    if (current && current !== sentToken) return Promise.resolve(true);
    const last = this.last;
    // An anonymous 401 after a settled renewal is a new visit to a protected call, not a latecomer.
    if (last && last.from === sentToken && (sentToken !== null || !last.settled)) {
      return last.result;
    }
    const renewal: Renewal = { from: sentToken, result: this.refresh(), settled: false };
    void renewal.result.finally(() => {
      renewal.settled = true;
    });
    this.last = renewal;
    return renewal.result;
  }

  private async refresh(): Promise<boolean> {
    const { session } = this.deps;
    const refreshToken = session.refreshToken;
    try {
      if (!refreshToken) throw new Error('No refresh token');
      session.setTokens(await this.deps.requestTokens(refreshToken));
      return true;
    } catch {
      session.clear();
      this.deps.onFailure();
      return false;
    }
  }
}
