import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { COMMON_NAMESPACE, type StartupTexts } from './startup-texts';

export interface FetchBackendOptions {
  /** Where a namespace's texts of a language live. */
  addressOf: (language: string, namespace: string) => string;
  /** The common texts requested before i18next existed (requestStartupTexts), each read once. */
  startupTexts?: StartupTexts;
  fetch?: (address: string) => Promise<Response>;
}

/** A failure worth another try (i18next retries when told so): the network or the server. */
class TextsRequestError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

async function textsOf(response: Promise<Response>, address: string): Promise<ResourceKey> {
  let answer: Response;
  try {
    answer = await response;
  } catch {
    throw new TextsRequestError(`${address}: no answer`, true);
  }
  if (!answer.ok) {
    throw new TextsRequestError(`${address}: HTTP ${answer.status}`, answer.status >= 500);
  }
  const texts: unknown = await answer.json().catch(() => null);
  if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) {
    throw new TextsRequestError(`${address}: not a JSON object of texts`, false);
  }
  return texts as ResourceKey;
}

/**
 * i18next's backend for the storefront: one fetch per namespace and language, the common texts
 * possibly already on their way (asked for by the shell's entry). i18next-http-backend did the
 * same with XHR fallbacks, query strings and options none of the areas use, for 2.5 kB more on
 * every page's first load.
 */
export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: FetchBackendOptions | null = null;

  init(_services: unknown, options: FetchBackendOptions): void {
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const options = this.options;
    if (!options) {
      callback(new Error('FetchBackend read before init'), false);
      return;
    }
    const address = options.addressOf(language, namespace);
    const early = namespace === COMMON_NAMESPACE ? options.startupTexts?.[language] : undefined;
    // Used once only: a retry after a failure, or a later reload of the language, asks again.
    if (early) delete options.startupTexts![language];
    const response = early ?? (options.fetch ?? fetch)(address);
    textsOf(response, address).then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error as Error, error instanceof TextsRequestError && error.retry),
    );
  }
}
