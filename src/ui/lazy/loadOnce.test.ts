import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('loads once and shares the promise', async () => {
    const load = vi.fn(async () => 'Modul');
    const once = loadOnce(load);
    await expect(Promise.all([once(), once()])).resolves.toEqual(['Modul', 'Modul']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('Modul');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('chunk failed');
    await expect(once()).resolves.toBe('Modul');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
