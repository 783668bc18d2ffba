import i18next from 'i18next';
import { registerTranslations } from '../i18n';

jest.mock('i18next', () => {
  const listeners = new Map<string, () => void>();
  return {
    __esModule: true,
    default: {
      isInitialized: false,
      loadNamespaces: jest.fn(() => Promise.resolve()),
      on: jest.fn((event: string, listener: () => void) => listeners.set(event, listener)),
      off: jest.fn((event: string) => listeners.delete(event)),
      emit: (event: string) => listeners.get(event)?.(),
    },
  };
});

const fake = i18next as unknown as {
  isInitialized: boolean;
  loadNamespaces: jest.Mock;
  emit: (event: string) => void;
};

beforeEach(() => fake.loadNamespaces.mockClear());

it("asks for an area's texts as soon as the area registers them", () => {
  fake.isInitialized = true;
  registerTranslations('shop', '/remotes/shop/i18n/{{lng}}.json');
  expect(fake.loadNamespaces).toHaveBeenCalledWith('shop');
});

it('waits for the language to be known when the area comes first', () => {
  fake.isInitialized = false;
  registerTranslations('blog', '/remotes/blog/i18n/{{lng}}.json');
  expect(fake.loadNamespaces).not.toHaveBeenCalled();
  fake.isInitialized = true;
  fake.emit('initialized');
  expect(fake.loadNamespaces).toHaveBeenCalledWith('blog');
});
