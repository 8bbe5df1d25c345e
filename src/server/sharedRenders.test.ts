import { describe, expect, it } from 'vitest';
import { createSharedRenders } from './sharedRenders.ts';

describe('shared renders', () => {
  it('gives requests for the same page that arrive while it renders the one render', async () => {
    const shared = createSharedRenders();
    let renders = 0;
    let finish!: (value: string) => void;
    const render = () => {
      renders++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = shared.join('other GET /damen', render);
    const second = shared.join('other GET /damen', render);
    const other = shared.join('ios GET /damen', () => Promise.resolve('ios'));
    expect(renders).toBe(1);
    finish('page');
    await expect(Promise.all([first, second, other])).resolves.toEqual(['page', 'page', 'ios']);
  });

  it('keeps nothing once the render is done, a failed one included', async () => {
    const shared = createSharedRenders();
    await expect(shared.join('k', () => Promise.reject(new Error('api down')))).rejects.toThrow('api down');
    expect(shared.inFlight).toBe(0);
    await expect(shared.join('k', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
    expect(shared.inFlight).toBe(0);
  });
});
