/* eslint-disable no-restricted-imports -- react-i18next's context is the page's i18next */
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type FallbackNs, type UseTranslationResponse } from 'react-i18next';
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { directT } from './direct-t';

type Response = UseTranslationResponse<FallbackNs<FlatNamespace>, undefined>;

function responseOf(t: TFunction, i18n: I18n, ready: boolean): Response {
  // react-i18next's shape: `[t, i18n, ready]` with the same named fields.
  return Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Response;
}

/**
 * What every component asking one i18next instance for the same namespaces is given, until the
 * language changes or texts arrive. react-i18next's hook builds this per component as it mounts
 * (a fixed `t`, a copy of the whole instance, the options merged): ~9 ms of a phone's category
 * page at full speed went to copying the instance alone, for sixteen cards asking for the same.
 */
class NamespacesChannel {
  private answer: { lng: string | undefined; revision: number; response: Response } | undefined;
  private revision = 0;
  private loading: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly i18n: I18n,
    private readonly namespaces: string[],
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) this.i18n.on('languageChanged', this.changed);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.i18n.off('languageChanged', this.changed);
    };
  };

  /** The same answer while nothing changed: useSyncExternalStore re-renders on a new one. */
  readonly current = (): Response => {
    const lng = this.i18n.language as string | undefined;
    const last = this.answer;
    const current = last && last.lng === lng && last.revision === this.revision;
    // Once a language's texts are in they stay; until then each render asks again.
    if (current && last.response.ready) return last.response;
    const ready = this.isReady();
    if (current && !ready) return last.response;
    const namespace = this.namespaces[0] ?? null;
    const fixed =
      lng === undefined
        ? this.i18n.getFixedT(null, namespace)
        : this.i18n.getFixedT(lng, namespace);
    const t = directT(fixed, this.i18n);
    const response = responseOf(t, this.i18n, ready);
    this.answer = { lng, revision: this.revision, response };
    return response;
  };

  /** Loads what is missing; the promise a suspending render throws. */
  load(): Promise<void> {
    this.loading ??= this.i18n.loadNamespaces(this.namespaces).then(() => {
      this.loading = undefined;
      this.changed();
    });
    return this.loading;
  }

  private readonly changed = () => {
    this.revision += 1;
    for (const listener of [...this.listeners]) listener();
  };

  private isReady(): boolean {
    const { i18n } = this;
    return (
      Boolean(i18n.isInitialized || i18n.initializedStoreOnce) &&
      this.namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))
    );
  }
}

const channels = new WeakMap<I18n, Map<string, NamespacesChannel>>();

/** Runs on every render of every component with texts: a namespace given alone makes no array. */
function channelOf(i18n: I18n, wanted: string | readonly string[]): NamespacesChannel {
  let byNamespaces = channels.get(i18n);
  if (!byNamespaces) channels.set(i18n, (byNamespaces = new Map()));
  const key = typeof wanted === 'string' ? wanted : wanted.join('\u0000');
  let channel = byNamespaces.get(key);
  if (!channel) {
    const namespaces = typeof wanted === 'string' ? [wanted] : [...wanted];
    byNamespaces.set(key, (channel = new NamespacesChannel(i18n, namespaces)));
  }
  return channel;
}

/** Without any instance (a component rendered outside the storefront's providers): the keys. */
const keysOnly = responseOf(
  ((key: unknown) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction,
  undefined as unknown as I18n,
  false,
);
const noSubscription = () => () => {};
const answerKeys = () => keysOnly;

/**
 * react-i18next's `useTranslation(ns)` (the storefront passes no options), answered from one
 * shared channel per instance and namespaces: a language change re-renders every user, a
 * namespace not yet loaded suspends (or, with `react.useSuspense: false`, renders once it has
 * loaded). Its `i18n` is the instance itself, the same object across language changes: read
 * `i18n.language` while rendering, as every use here does, not in an effect's dependencies.
 */
export function useTranslation<
  const Ns extends FlatNamespace | readonly FlatNamespace[] | undefined = undefined,
>(ns?: Ns): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  const context = useContext(I18nContext) as
    { i18n?: I18n; defaultNS?: string | string[] } | undefined;
  const i18n = context?.i18n ?? (getI18n() as I18n | undefined);
  const wanted = ns ?? context?.defaultNS ?? i18n?.options.defaultNS;
  const channel = i18n ? channelOf(i18n, wanted || 'translation') : undefined;
  const response = useSyncExternalStore(
    channel?.subscribe ?? noSubscription,
    channel?.current ?? answerKeys,
    channel?.current ?? answerKeys,
  );
  const suspends = i18n?.options.react?.useSuspense ?? true;
  useEffect(() => {
    if (channel && !response.ready && !suspends) void channel.load();
  }, [channel, response.ready, suspends]);
  if (channel && !response.ready && suspends) throw channel.load();
  return response as unknown as UseTranslationResponse<FallbackNs<Ns>, undefined>;
}
