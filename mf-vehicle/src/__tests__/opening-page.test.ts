import type * as Routes from '../routes';

// Each page module says when it is evaluated, i.e. when its download was asked for.
const mockEvaluated: string[] = [];
jest.mock('../pages/vehicle-page/vehicle-page', () => {
  mockEvaluated.push('finder');
  return { VehiclePage: () => null };
});
jest.mock('../pages/vehicle-detail/vehicle-detail-page', () => {
  mockEvaluated.push('vehicle');
  return { VehicleDetailPage: () => null };
});

beforeEach(() => {
  mockEvaluated.length = 0;
  // A fresh route table and page modules: each page's download is started once per page load.
  jest.resetModules();
});

it.each([
  ['/vehicle/42', ['vehicle']],
  ['/vehicle', ['finder']],
  ['/vehicles/42', []],
])('opened on %s, starts the code of that page only', async (path, pages) => {
  jest.requireActual<typeof Routes>('../routes').startOpeningPage(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockEvaluated).toEqual(pages);
});
