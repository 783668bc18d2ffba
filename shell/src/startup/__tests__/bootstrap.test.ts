// The order in which the first page's libraries are evaluated, told apart by each module's
// factory writing its name: a library evaluated without a yield before the next would show two
// names in a row.
// (jest.mock factories run when the module is first required, after these lines.)
const mockEvents: string[] = [];
function mockEvaluated(name: string) {
  mockEvents.push(name);
  return { name };
}

jest.mock('react-dom/client', () => mockEvaluated('react-dom/client'));
jest.mock('mobx', () => mockEvaluated('mobx'));
jest.mock('i18next', () => mockEvaluated('i18next'));
jest.mock('ky', () => mockEvaluated('ky'));
jest.mock('@autoparts/shared', () => mockEvaluated('@autoparts/shared'));
jest.mock('@autoparts/shared/router', () => mockEvaluated('@autoparts/shared/router'));
jest.mock('../../start-app', () => {
  mockEvents.push('start-app');
  return { startApp: jest.fn(async () => mockEvents.push('startApp()')) };
});
jest.mock('@autoparts/shared/startup', () => ({
  yieldToBrowser: jest.fn(async () => void mockEvents.push('yield')),
}));

import { start } from '../../bootstrap';

test('evaluates the libraries one at a time, yielding to the browser after each, then starts', async () => {
  const root = document.createElement('div');
  const early = { configRequest: Promise.resolve(new Response('{}')) };

  await start(root, early);

  expect(mockEvents).toEqual([
    'react-dom/client',
    'yield',
    'mobx',
    'yield',
    'i18next',
    'yield',
    'ky',
    'yield',
    '@autoparts/shared',
    'yield',
    '@autoparts/shared/router',
    'yield',
    'start-app',
    'yield',
    'startApp()',
  ]);
  const { startApp } = jest.requireMock<{ startApp: jest.Mock }>('../../start-app');
  expect(startApp).toHaveBeenCalledWith(root, early);
});
