import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from '@autoparts/shared/translation';

/** Renders a widget with its own i18n instance holding `texts` as the common namespace. */
export function renderWithI18n(ui: ReactElement, texts: Record<string, string> = {}) {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { translation: texts } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
