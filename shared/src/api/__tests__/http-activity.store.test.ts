import { autorun } from 'mobx';
import { HttpActivity } from '../http-activity.store';

describe('HttpActivity', () => {
  it('is busy while any call is in flight', () => {
    const activity = new HttpActivity();
    const seen: boolean[] = [];
    const dispose = autorun(() => seen.push(activity.busy));

    activity.begin();
    activity.begin();
    activity.end();
    expect(activity.busy).toBe(true);
    activity.end();

    expect(activity.busy).toBe(false);
    expect(seen).toEqual([false, true, false]);
    dispose();
  });

  it('never counts below zero', () => {
    const activity = new HttpActivity();
    activity.end();
    activity.begin();
    expect(activity.pending).toBe(1);
  });
});
