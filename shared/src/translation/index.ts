/* eslint-disable no-restricted-imports -- the one module that imports react-i18next itself */
/*
 * React's side of i18next for every app, as one federated singleton
 * (`@autoparts/shared/translation`). A shared module is never tree-shaken: react-i18next's whole
 * entry (HOCs, server rendering, ICU and selector helpers) weighed 11.5 kB compressed on every
 * first page; this module names what the storefront uses, so the build keeps only that (8 kB). An
 * ESLint rule sends every import here; a name missing below is a type error in the app that wants
 * it, not a second copy (and a second context, blind to the page's i18next) at run time. shared's
 * own code imports it by this package name too: the form kit is bundled into each app, and only a
 * package import there is resolved to the page's copy. `<Trans>` comes from `@autoparts/shared/trans`,
 * bundled into the one app that uses it.
 */
import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export { I18nextProvider, initReactI18next } from 'react-i18next';

/** What i18next's getFixedT puts on the function it returns. */
interface FixedT {
  (key: unknown, options?: unknown): unknown;
  lng?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
}

/**
 * i18next's fixed `t` (what react-i18next hands out) copies every option of the instance into a
 * new object on each call, for its selector API (unused here): 22-56 µs a text in Node against
 * 7-10 µs for the same lookup through `i18n.t` with the language and namespace given. A page of
 * sixteen cards asks for some 300 texts as it first renders. This `t` makes that direct call,
 * with what the fixed one would have added, and remembers the answer to a key given alone;
 * anything else (a default value given as a string, a key prefix, several languages) goes to the
 * fixed one, unchanged.
 */
export function directT(fixed: TFunction, i18n: I18n): TFunction {
  const call = fixed as unknown as FixedT;
  const { lng, ns, keyPrefix } = call;
  if (keyPrefix || typeof lng !== 'string') return fixed;
  // react-i18next hands out a copy of the instance per language; the instance itself translates.
  const instance = (i18n as I18n & { __original?: I18n }).__original ?? i18n;
  const translate = instance.t.bind(instance) as (key: unknown, options: object) => unknown;
  const remembered = rememberedTexts(instance);
  const place = `${lng}\u0000${String(ns)}\u0000`;
  const t = (key: unknown, options?: unknown) => {
    if (options === undefined) {
      if (typeof key !== 'string') return translate(key, { lng, ns });
      const id = place + key;
      let text = remembered.get(id);
      if (text === undefined) {
        text = translate(key, { lng, ns });
        remembered.set(id, text);
      }
      return text;
    }
    if (typeof options !== 'object' || options === null) return call(key, options);
    const given = options as { lng?: unknown; ns?: unknown };
    return translate(key, { ...given, lng: given.lng || lng, ns: given.ns || ns });
  };
  return Object.assign(t, { lng, ns, keyPrefix }) as unknown as TFunction;
}

const textsOf = new WeakMap<I18n, Map<string, unknown>>();

/**
 * The texts an instance has given for a key alone (no count, no values), by language and
 * namespace: a list page asks for the same few (each card's "Quick view", "Add to cart"...) some
 * 150 times as it first renders, each a full lookup, interpolation and nesting pass. Forgotten
 * when the language changes or texts are added or removed (a namespace arriving, a reload).
 */
function rememberedTexts(instance: I18n): Map<string, unknown> {
  const known = textsOf.get(instance);
  if (known) return known;
  const texts = new Map<string, unknown>();
  const forget = () => texts.clear();
  instance.on('languageChanged', forget);
  instance.store?.on('added', forget);
  instance.store?.on('removed', forget);
  textsOf.set(instance, texts);
  return texts;
}

/** react-i18next's hook, its `t` the direct one above (the same function while its own is). */
export const useTranslation = ((...args: Parameters<typeof useI18nextTranslation>) => {
  const response = useI18nextTranslation(...args);
  const { t: fixed, i18n, ready } = response;
  return useMemo(() => {
    const t = i18n ? directT(fixed, i18n) : fixed;
    // The same shape as react-i18next's answer: `[t, i18n, ready]` with named fields.
    return Object.assign([t, i18n, ready], { t, i18n, ready });
  }, [fixed, i18n, ready]);
}) as typeof useI18nextTranslation;
