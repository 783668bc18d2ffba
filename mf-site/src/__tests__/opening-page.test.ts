import type * as Routes from '../routes';

// Each page module says when it is evaluated, i.e. when its download was asked for.
const mockEvaluated: string[] = [];
jest.mock('../pages/about-us/about-us-page', () => {
  mockEvaluated.push('about us');
  return { AboutUsPage: () => null };
});
jest.mock('../pages/faq/faq-page', () => {
  mockEvaluated.push('faq');
  return { FaqPage: () => null };
});

beforeEach(() => {
  mockEvaluated.length = 0;
  // A fresh route table and page modules: each page's download is started once per page load.
  jest.resetModules();
});

it.each([
  ['/site/faq', ['faq']],
  // The site's home forwards to About Us.
  ['/site', ['about us']],
  ['/shop/faq', []],
])('opened on %s, starts the code of that page only', async (path, pages) => {
  jest.requireActual<typeof Routes>('../routes').startOpeningPage(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockEvaluated).toEqual(pages);
});
