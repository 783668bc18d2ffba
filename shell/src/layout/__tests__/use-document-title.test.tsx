import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@autoparts/shared/texts/en.json';
import ru from '@autoparts/shared/texts/ru.json';
import { useDocumentTitle } from '../use-document-title';

function Page() {
  useDocumentTitle();
  return null;
}

it('names the shop in the chosen language, and again when the language changes', async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, ru: { translation: ru } },
    initAsync: false,
  });
  document.title = 'Red Parts — auto parts and accessories';
  render(
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>,
  );
  expect(document.title).toBe(en.home.title);
  await act(() => i18n.changeLanguage('ru'));
  expect(document.title).toBe(ru.home.title);
  expect(ru.home.title).not.toBe(en.home.title);
});
