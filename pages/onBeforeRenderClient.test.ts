import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContextClient } from 'vike/types';

const published = vi.hoisted(() => [] as unknown[]);
const followed = vi.hoisted(() => [] as boolean[]);
vi.mock('../src/relay/clientEnvironment.ts', () => ({
  publishPageRecords: (records: unknown) => published.push(records),
  followSession: (before: boolean) => followed.push(before),
}));
vi.mock('../src/relay/pageRecords.ts', () => ({ unpackPageRecords: (packed: unknown) => packed }));

const { onBeforeRenderClient } = await import('./+onBeforeRenderClient.ts');

const contextFor = (isHydration: boolean) =>
  ({
    isHydration,
    data: { records: { shop: {} } },
    clientApi: {},
    shop: { host: 'https://www.witt-weiden.de', locale: 'de-DE' },
    config: { texts: [] },
  }) as unknown as PageContextClient;

describe('onBeforeRenderClient', () => {
  afterEach(() => {
    published.length = 0;
    followed.length = 0;
    vi.useRealTimers();
  });

  it('on a load, starts after the router’s task, publishes the records in a task of their own and hydrates in the next', async () => {
    vi.useFakeTimers();
    let done = false;
    const running = onBeforeRenderClient(contextFor(true)).then(() => (done = true));
    const microtasks = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    await microtasks();
    expect(published, 'not in the router’s task').toEqual([]);
    vi.runOnlyPendingTimers();
    await microtasks();
    expect(published, 'not in the task of the texts and settings').toEqual([]);
    vi.runOnlyPendingTimers();
    await microtasks();
    expect(published).toEqual([{ shop: {} }]);
    expect(done, 'hydration waits for the next task').toBe(false);
    vi.runOnlyPendingTimers();
    await running;
    expect(done).toBe(true);
  });

  it('on a client navigation, publishes at once', async () => {
    const running = onBeforeRenderClient(contextFor(false));
    expect(published).toEqual([{ shop: {} }]);
    await running;
  });

  it('lets the page hear of a session the server ended because the API refused its token', async () => {
    const refused = {
      ...contextFor(false),
      data: { records: {}, personal: { 'OrdersViewQuery {}': 'refused' } },
    } as unknown as PageContextClient;
    await onBeforeRenderClient(refused);
    expect(followed).toEqual([true]);
    const loaded = {
      ...contextFor(false),
      data: { records: {}, personal: { 'OrdersViewQuery {}': 'loaded' } },
    } as unknown as PageContextClient;
    await onBeforeRenderClient(loaded);
    expect(followed).toEqual([true]);
  });
});
