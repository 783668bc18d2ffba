/** @jest-environment node */
import { cachedCall } from '../cache';

describe('cachedCall', () => {
  it('calls once while the answer is good', async () => {
    const call = jest.fn().mockResolvedValue(['news']);
    const cached = cachedCall(call);

    await expect(Promise.all([cached.get(), cached.get()])).resolves.toEqual([['news'], ['news']]);
    await cached.get();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next caller tries again', async () => {
    const call = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['news']);
    const cached = cachedCall(call);

    await expect(cached.get()).rejects.toThrow('down');
    await expect(cached.get()).resolves.toEqual(['news']);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
