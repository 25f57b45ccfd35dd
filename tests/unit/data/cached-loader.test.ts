import { describe, expect, it, vi } from 'vitest';
import { cachedLoader } from '../../../src/data/cached-loader';

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
});
