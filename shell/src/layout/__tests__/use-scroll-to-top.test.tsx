import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useScrollToTopOnNewPage } from '../use-scroll-to-top';

function Page() {
  useScrollToTopOnNewPage();
  return null;
}

const scrollTo = jest.fn();

beforeEach(() => {
  window.scrollTo = scrollTo as typeof window.scrollTo;
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/blog', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  return router;
}

it('opens a page reached by a link at its top', async () => {
  const router = renderAt('/blog?page=2');
  await act(() => router.navigate('/blog/post/brake-pads'));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
});

it('keeps the place when only the query changes, or on back and forward', async () => {
  const router = renderAt('/shop/category/products');
  await act(() => router.navigate('/shop/category/products?filter_brand=brandix'));
  await act(() => router.navigate(-2));
  expect(scrollTo).not.toHaveBeenCalled();
});
