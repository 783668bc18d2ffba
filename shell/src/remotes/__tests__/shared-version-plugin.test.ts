import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import sharedVersionPlugin from '../shared-version-plugin';
import { SharedVersionMismatchError } from '../shared-version-check';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.requireActual('@module-federation/runtime-core').satisfy,
}));

type ResolveShareArgs = Parameters<
  NonNullable<ReturnType<typeof sharedVersionPlugin>['resolveShare']>
>[0];

const selected = { version: '0.1.0', from: 'shell' };

function resolveArgs(pkgName: string, needed: string, runtimeThrows = false): ResolveShareArgs {
  return {
    pkgName,
    version: '0.1.0',
    scope: 'default',
    shareInfo: { from: 'shop', shareConfig: { singleton: true, requiredVersion: needed } },
    resolver: () => {
      if (runtimeThrows) throw new Error('[ Federation Runtime ]: does not satisfy');
      return selected;
    },
  } as unknown as ResolveShareArgs;
}

function resolve(plugin: ReturnType<typeof sharedVersionPlugin>, args: ResolveShareArgs) {
  const result = (plugin.resolveShare!(args) ?? args) as ResolveShareArgs;
  return result.resolver();
}

let info: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('is registered globally so the remotes’ own federation instances run it too', () => {
  const plugin = sharedVersionPlugin();
  expect(registerGlobalPlugins).toHaveBeenCalledWith([plugin]);
});

it('logs a range that is met once per package and area, and resolves as the runtime would', () => {
  const plugin = sharedVersionPlugin();
  expect(resolve(plugin, resolveArgs('@autoparts/shared', '^0.1.0'))).toBe(selected);
  expect(resolve(plugin, resolveArgs('@autoparts/shared', '^0.1.0'))).toBe(selected);
  expect(info).toHaveBeenCalledTimes(1);
  expect(info).toHaveBeenCalledWith(
    '[storefront] @autoparts/shared: page 0.1.0, shop needs ^0.1.0 — ok',
  );
});

it('refuses an unmet range with the reason, keeping the runtime’s strictVersion error as cause', () => {
  const plugin = sharedVersionPlugin();
  let thrown: unknown;
  try {
    resolve(plugin, resolveArgs('@autoparts/shared/router', '^9.0.0', true));
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(SharedVersionMismatchError);
  expect(thrown).toMatchObject({ offered: '0.1.0', needed: '^9.0.0', consumer: 'shop' });
  expect((thrown as Error).cause).toEqual(new Error('[ Federation Runtime ]: does not satisfy'));
  expect(error).toHaveBeenCalledWith(
    '[storefront] @autoparts/shared/router: page 0.1.0, shop needs ^9.0.0 — not satisfied',
  );
});

it('refuses an unmet range even when the runtime would only warn (no strictVersion)', () => {
  const plugin = sharedVersionPlugin();
  expect(() => resolve(plugin, resolveArgs('@autoparts/shared', '^0.2.0'))).toThrow(
    SharedVersionMismatchError,
  );
});

it('leaves other shared libraries to the runtime', () => {
  const plugin = sharedVersionPlugin();
  expect(resolve(plugin, resolveArgs('react', '^99.0.0'))).toBe(selected);
  expect(info).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});
