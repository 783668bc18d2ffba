import yieldBetweenStepsPlugin from '../yield-between-steps-plugin';
import { lendMessageChannel, settlesWithinMicrotasks } from '@autoparts/shared/testing';

lendMessageChannel();

it('yields before the module is taken and before it is evaluated', async () => {
  const plugin = yieldBetweenStepsPlugin();
  const steps = [plugin.beforeGetExpose, plugin.beforeExecuteFactory] as unknown as (() =>
    Promise<void> | undefined)[];
  for (const step of steps) {
    const pending = step();
    expect(pending).toBeInstanceOf(Promise);
    expect(await settlesWithinMicrotasks(pending!)).toBe(false);
    await pending;
  }
});

it('resolves each shared library in a task of its own, passing its arguments on unchanged', async () => {
  const plugin = yieldBetweenStepsPlugin();
  const args = { pkgName: 'mobx' };
  const beforeLoadShare = plugin.beforeLoadShare as unknown as (value: object) => Promise<object>;
  const pending = beforeLoadShare(args);
  expect(await settlesWithinMicrotasks(pending)).toBe(false);
  expect(await pending).toBe(args);
});
