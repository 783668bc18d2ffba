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
 * bundled into the one app that uses it. `useTranslation` is the storefront's own, over
 * react-i18next's context (see use-translation.ts).
 */
export { I18nextProvider, initReactI18next } from 'react-i18next';
export { directT } from './direct-t';
export { useTranslation } from './use-translation';
