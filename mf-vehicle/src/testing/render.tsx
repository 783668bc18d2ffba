import type { ReactElement } from 'react';
import {
  createTestI18n,
  createTestStore,
  renderWithProviders as renderWithSharedProviders,
} from '@autoparts/shared/testing';
import type { StorageLike } from '@autoparts/shared';
import en from '../../public/i18n/en.json';
import { AreaApiProvider } from '../api/area-api';
import { VEHICLE_NAMESPACE } from '../i18n-namespace';
import { fakeAreaApi, type FakeAreaApi } from './fake-api';

export interface RenderOptions {
  route?: string;
  storage?: StorageLike;
  /** For tests whose timers are faked (the VIN debounce). */
  fakeTimers?: boolean;
  /** Fake area calls to prepare before rendering; fresh ones otherwise. */
  api?: FakeAreaApi;
}

/** Renders `ui` with a fresh root store, fake area calls, the English texts and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const api = options.api ?? fakeAreaApi();
  const result = renderWithSharedProviders(<AreaApiProvider api={api}>{ui}</AreaApiProvider>, {
    route: options.route,
    store: createTestStore({ storage: options.storage }),
    i18n: createTestI18n({ namespaces: { [VEHICLE_NAMESPACE]: en } }),
    user: options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  });
  return { ...result, api };
}
