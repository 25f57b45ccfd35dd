import { describe, expect, it, vi } from 'vitest';
import { cachedLoader } from '../../../../src/data/source/cached-loader';

describe('a list read once per visit', () => {
  it('is read once and shared by every caller', async () => {
    const read = vi.fn(async () => ['CBC']);
    const load = cachedLoader(read);
    expect(load.peek()).toBeUndefined();
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(load.peek()).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is read again after a failure, so Retry works', async () => {
    const read = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['CBC']);
    const load = cachedLoader(read);
    await expect(load()).rejects.toThrow('offline');
    expect(load.peek()).toBeUndefined();
    expect(await load()).toEqual(['CBC']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows what the page already has, and with refresh reads once more, given that result', async () => {
    const read = vi
      .fn<(shown?: string[]) => Promise<string[]>>()
      .mockImplementationOnce(async (shown) => shown ?? [])
      .mockRejectedValueOnce(new Error('offline'));
    const kept = cachedLoader(read, () => ({ value: ['CBC'] }), { refresh: true });
    expect(kept.peek()).toEqual(['CBC']);
    expect(read).not.toHaveBeenCalled();
    expect(await kept()).toBe(kept.peek());
    expect(read).toHaveBeenCalledWith(['CBC']);

    const failed = cachedLoader(read, () => ({ value: ['ESR'] }), { refresh: true });
    expect(await failed()).toEqual(['ESR']);
    expect(await failed()).toEqual(['ESR']);
    expect(read).toHaveBeenCalledTimes(2);

    const demo = cachedLoader(read, () => ({ value: ['TSH'] }));
    expect(await demo()).toEqual(['TSH']);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
