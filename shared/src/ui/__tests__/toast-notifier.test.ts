import i18next from 'i18next';
import { toast } from 'react-toastify';
import { toastNotifier, toastsWanted } from '../toast-notifier';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: { saved: 'Saved, {{name}}.', failed: 'It failed.' } } },
  });
});

it('asks for the toast container with the first message, not before', async () => {
  expect(toastsWanted.get()).toBe(false);
  toastNotifier.success('saved', { name: 'Ann' });
  expect(toastsWanted.get()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve));
  expect(toast.success).toHaveBeenCalledWith('Saved, Ann.');
});

it('translates a key, and shows a server title that is not a key as it is', async () => {
  toastNotifier.error('failed');
  toastNotifier.error('Quota exceeded');
  await new Promise((resolve) => setTimeout(resolve));
  expect(toast.error).toHaveBeenNthCalledWith(1, 'It failed.');
  expect(toast.error).toHaveBeenNthCalledWith(2, 'Quota exceeded');
});

it('words the message in the language of the moment it was raised', async () => {
  i18next.addResourceBundle('ru', 'translation', { failed: 'Не удалось.' });
  toastNotifier.error('failed');
  void i18next.changeLanguage('ru');
  expect(i18next.language).toBe('ru');
  await new Promise((resolve) => setTimeout(resolve));
  expect(toast.error).toHaveBeenLastCalledWith('It failed.');
});
