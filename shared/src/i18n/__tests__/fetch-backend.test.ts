import { createInstance, type ReadCallback } from 'i18next';
import { FetchBackend, type FetchBackendOptions } from '../fetch-backend';
import { COMMON_NAMESPACE, requestStartupTexts } from '../startup-texts';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const addressOf = (language: string, namespace: string) => `/${namespace}/${language}.json`;

function backendWith(options: Partial<FetchBackendOptions>) {
  const fetch = jest.fn((_address: string) => json({ hello: 'fetched' }));
  const backend = new FetchBackend();
  backend.init(null, { addressOf, fetch, ...options });
  return { backend, fetch };
}

/** What the backend answers i18next for one namespace: [error message, retry?] or the texts. */
function read(backend: FetchBackend, language: string, namespace: string) {
  return new Promise<{ error?: string; retry?: unknown; texts?: unknown }>((resolve) => {
    const callback: ReadCallback = (error, data) =>
      resolve(error ? { error: String(error), retry: data } : { texts: data });
    backend.read(language, namespace, callback);
  });
}

describe('FetchBackend', () => {
  it('uses the texts the entry asked for once, then asks the network', async () => {
    const startupTexts = { ru: json({ hello: 'early' }) };
    const { backend, fetch } = backendWith({ startupTexts });
    expect(await read(backend, 'ru', COMMON_NAMESPACE)).toEqual({ texts: { hello: 'early' } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await read(backend, 'ru', COMMON_NAMESPACE)).toEqual({ texts: { hello: 'fetched' } });
    expect(fetch).toHaveBeenCalledWith('/translation/ru.json');
  });

  it('leaves the early texts of another language or namespace alone', async () => {
    const startupTexts = { en: json({ hello: 'early' }) };
    const { backend, fetch } = backendWith({ startupTexts });
    await read(backend, 'ru', COMMON_NAMESPACE);
    await read(backend, 'en', 'shop');
    expect(fetch.mock.calls.map(([address]) => address)).toEqual([
      '/translation/ru.json',
      '/shop/en.json',
    ]);
  });

  it('asks i18next to retry after a server error or no answer, not after a 404', async () => {
    const answers = [
      json({}, 503),
      Promise.reject(new TypeError('Failed to fetch')),
      json({}, 404),
      json(['not', 'texts']),
      Promise.resolve(new Response('<html>')),
    ];
    const { backend } = backendWith({ fetch: jest.fn(() => answers.shift()!) });
    expect(await read(backend, 'en', 'shop')).toEqual({
      error: 'Error: /shop/en.json: HTTP 503',
      retry: true,
    });
    expect(await read(backend, 'en', 'shop')).toEqual({
      error: 'Error: /shop/en.json: no answer',
      retry: true,
    });
    expect(await read(backend, 'en', 'shop')).toMatchObject({ retry: false });
    expect(await read(backend, 'en', 'shop')).toMatchObject({ retry: false });
    expect(await read(backend, 'en', 'shop')).toEqual({
      error: 'Error: /shop/en.json: not a JSON object of texts',
      retry: false,
    });
  });

  it('loads a failed early request again through i18next', async () => {
    const startupTexts = { en: json({}, 502) };
    const { backend, fetch } = backendWith({ startupTexts });
    const i18n = createInstance();
    await i18n.use(backend).init({
      lng: 'en',
      fallbackLng: false,
      ns: [COMMON_NAMESPACE],
      retryTimeout: 1,
      backend: { addressOf, startupTexts, fetch },
    });
    expect(i18n.t('hello')).toBe('fetched');
    expect(fetch.mock.calls).toEqual([['/translation/en.json']]);
  });
});

describe('requestStartupTexts', () => {
  const page = (search: string, saved: string | null | Error, languages = ['en-US']) => {
    const fetch = jest.fn(() => json({}));
    return {
      fetch,
      page: {
        location: { search },
        navigator: { languages },
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
      storage: {
        getItem: () => {
          if (saved instanceof Error) throw saved;
          return saved;
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      },
    };
  };

  it('asks for the language the page opens in (?lang=, saved, browser) and English', () => {
    const cases: [string, string | null | Error, string[], string][] = [
      ['?lang=ru', 'en-RTL', ['en'], 'ru'],
      ['', 'en-RTL', ['ru'], 'en-RTL'],
      ['', '<img src=x>', ['ru-RU'], 'ru'],
      ['', new Error('SecurityError'), ['ru'], 'ru'],
      ['?lang=../../etc', null, [], 'en'],
    ];
    for (const [search, saved, languages, expected] of cases) {
      const { page: startupPage, storage, fetch } = page(search, saved, languages);
      const texts = requestStartupTexts(startupPage, storage);
      expect(Object.keys(texts)).toEqual(expected === 'en' ? ['en'] : [expected, 'en']);
      expect(fetch.mock.calls).toEqual(
        Object.keys(texts).map((code) => [`/assets/i18n/${code}.json`]),
      );
    }
  });

  it('does not leave a failed request unhandled', async () => {
    const { page: startupPage, storage, fetch } = page('', null);
    fetch.mockReturnValueOnce(Promise.reject(new TypeError('offline')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    requestStartupTexts(startupPage, storage);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
