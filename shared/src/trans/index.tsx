/* eslint-disable no-restricted-imports -- the one module besides ./translation that imports react-i18next */
/*
 * `<Trans>` (a translation with elements inside it, like a link in a sentence), bundled into the
 * app that uses it rather than held by the page's react-i18next singleton: its HTML parser and
 * renderer (4.6 kB compressed) were on every first page for one checkbox label at checkout.
 * react-i18next's context-free `Trans` is handed the page's i18next and `t` from the singleton's
 * `useTranslation`, so this copy reads the same texts and follows language changes.
 */
import type { ComponentProps } from 'react';
import { TransWithoutContext } from 'react-i18next';
import { useTranslation } from '@autoparts/shared/translation';

export type TransProps = Omit<ComponentProps<typeof TransWithoutContext>, 'i18n' | 't'>;

export function Trans(props: TransProps) {
  const { t, i18n } = useTranslation(props.ns);
  return <TransWithoutContext {...props} i18n={i18n} t={t} />;
}
