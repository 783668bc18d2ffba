import { lendMessageChannel, settlesWithinMicrotasks } from '@autoparts/shared/testing';

const mockStartRouteEarly = jest.fn();
jest.mock('../../routes', () => ({
  ShopRoutes: () => null,
  startRouteEarly: (...args: unknown[]) => mockStartRouteEarly(...args),
}));
// The namespace's address comes from webpack's public path, which jest does not have.
jest.mock('../../i18n', () => ({}));

lendMessageChannel();

it('asks for the opened page’s code and data in the task after its own evaluation', async () => {
  window.history.replaceState(null, '', '/shop/category/products?page=2');
  const started = new Promise<void>((resolve) => mockStartRouteEarly.mockImplementation(resolve));
  await import('../app');
  expect(mockStartRouteEarly).not.toHaveBeenCalled();
  expect(await settlesWithinMicrotasks(started)).toBe(false);
  await started;
  expect(mockStartRouteEarly).toHaveBeenCalledWith('/shop/category/products', '?page=2');
});
