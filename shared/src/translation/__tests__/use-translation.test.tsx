import i18next, { type BackendModule, type i18n as I18n, type TFunction } from 'i18next';
import { render, screen, waitFor } from '@testing-library/react';
import { act, Suspense } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from '..';
import { instance } from './instance';

function Label() {
  const { t } = useTranslation('shop');
  return <p>{t('card.quickView')}</p>;
}

function inProvider(i18n: I18n, ui: React.ReactNode) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** A backend whose files arrive when the test says so. */
function slowBackend() {
  const pending = new Map<string, (texts: Record<string, string>) => void>();
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      pending.set(`${language}/${namespace}`, (texts) => callback(null, texts));
    },
  };
  const arrive = async (file: string, texts: Record<string, string>) => {
    await waitFor(() => expect([...pending.keys()]).toContain(file));
    await act(async () => pending.get(file)?.(texts));
  };
  return { backend, arrive, asked: () => [...pending.keys()] };
}

async function lazyInstance(useSuspense: boolean) {
  const files = slowBackend();
  const i18n = i18next.createInstance();
  const ready = i18n
    .use(files.backend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      react: { useSuspense },
    });
  await files.arrive('en/common', { title: 'Parts' });
  await ready;
  return { i18n, ...files };
}

describe('useTranslation', () => {
  it('renders the page’s language and follows a change of it', async () => {
    const i18n = await instance();
    inProvider(i18n, <Label />);
    expect(screen.getByText('Quick view')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByText('Быстрый просмотр')).toBeInTheDocument();
  });

  it('answers in react-i18next’s shape: [t, i18n, ready] with the same named fields', async () => {
    const i18n = await instance();
    let answer: unknown;
    function Probe() {
      answer = useTranslation('shop');
      return null;
    }
    inProvider(i18n, <Probe />);
    const [t, given, ready] = answer as [TFunction, I18n, boolean];
    expect(answer).toMatchObject({ t, i18n: given, ready: true });
    expect(ready).toBe(true);
    expect(given).toBe(i18n);
    expect(t('card.reviews', { count: 2 })).toBe('2 reviews');
  });

  it('gives every component asking for the same namespaces one answer, and listens once', async () => {
    const i18n = await instance();
    const answers: unknown[] = [];
    function Probe({ ns }: { ns: string }) {
      answers.push(useTranslation(ns));
      return null;
    }
    const page = inProvider(
      i18n,
      <>
        <Probe ns="shop" />
        <Probe ns="common" />
      </>,
    );
    const listens = jest.spyOn(i18n, 'on');
    page.rerender(
      <I18nextProvider i18n={i18n}>
        <Probe ns="shop" />
        <Probe ns="common" />
        <Probe ns="shop" />
        <Probe ns="shop" />
      </I18nextProvider>,
    );
    expect(answers[0]).toBe(answers[4]);
    expect(answers[0]).toBe(answers[5]);
    expect(answers[0]).not.toBe(answers[1]);
    expect(listens).not.toHaveBeenCalled();

    const leaves = jest.spyOn(i18n, 'off');
    page.unmount();
    expect(leaves.mock.calls.filter(([event]) => event === 'languageChanged')).toHaveLength(2);
  });

  it('re-renders a component that reads the language when it changes', async () => {
    const i18n = await instance();
    function Language() {
      const { i18n: given } = useTranslation();
      return <p>Language: {given.language}</p>;
    }
    inProvider(i18n, <Language />);
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByText('Language: ru')).toBeInTheDocument();
  });

  it('suspends until a namespace not yet loaded has arrived', async () => {
    const { i18n, arrive, asked } = await lazyInstance(true);
    inProvider(
      i18n,
      <Suspense fallback={<p>Loading</p>}>
        <Label />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(asked()).toContain('en/shop');
    await arrive('en/shop', { 'card.quickView': 'Quick view' } as Record<string, string>);
    expect(await screen.findByText('Quick view')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('without Suspense, renders the keys first and the texts once they have arrived', async () => {
    const { i18n, arrive } = await lazyInstance(false);
    let ready: boolean | undefined;
    function Probe() {
      const answer = useTranslation('shop');
      ready = answer.ready;
      return <p>{answer.t('greeting')}</p>;
    }
    inProvider(i18n, <Probe />);
    expect(ready).toBe(false);
    expect(screen.getByText('greeting')).toBeInTheDocument();
    await arrive('en/shop', { greeting: 'Hello' });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(ready).toBe(true);
  });

  it('outside any i18next, answers with the keys', () => {
    function Probe() {
      const { t, ready } = useTranslation('nowhere');
      return <p>{`${t('card.title')} ${String(ready)}`}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('card.title false')).toBeInTheDocument();
  });
});
