import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from '@autoparts/shared/translation';
import { Trans } from '@autoparts/shared/trans';

function pageI18n() {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: {
      en: { shop: { terms: 'I agree to the <terms>terms and conditions</terms>' } },
      ru: { shop: { terms: 'Я принимаю <terms>условия</terms>' } },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

it("renders the page's text with the element inside it, and follows a language change", async () => {
  const i18n = pageI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <p>
        <Trans ns="shop" i18nKey="terms" components={{ terms: <a href="/site/terms" /> }} />
      </p>
    </I18nextProvider>,
  );
  expect(screen.getByRole('paragraph')).toHaveTextContent('I agree to the terms and conditions');
  expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/site/terms',
  );

  await act(() => i18n.changeLanguage('ru'));
  expect(screen.getByRole('link', { name: 'условия' })).toBeInTheDocument();
});
