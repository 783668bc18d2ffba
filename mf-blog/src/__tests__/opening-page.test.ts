import type * as Routes from '../routes';

// Each page module says when it is evaluated, i.e. when its download was asked for.
const mockEvaluated: string[] = [];
jest.mock('../pages/blog-list/blog-list-page', () => {
  mockEvaluated.push('list');
  return { BlogListPage: () => null };
});
jest.mock('../pages/post/post-page', () => {
  mockEvaluated.push('post');
  return { PostPage: () => null };
});

beforeEach(() => {
  mockEvaluated.length = 0;
  // A fresh route table and page modules: each page's download is started once per page load.
  jest.resetModules();
});

it.each([
  ['/blog/post/how-to-choose-brake-pads', ['post']],
  ['/blog/category-grid-left-sidebar', ['list']],
  ['/blog', ['list']],
  ['/shop/post/x', []],
])('opened on %s, starts the code of that page only', async (path, pages) => {
  jest.requireActual<typeof Routes>('../routes').startOpeningPage(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockEvaluated).toEqual(pages);
});
