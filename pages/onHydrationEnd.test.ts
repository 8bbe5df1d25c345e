import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContextClient } from 'vike/types';

const reported = vi.hoisted(() => [] as unknown[]);
// The task that follows the one ending hydration: opened by the test.
const nextTask = vi.hoisted(() => {
  let open = () => {};
  let promise = Promise.resolve();
  return {
    reset() {
      promise = new Promise<void>((resolve) => (open = resolve));
    },
    start: () => open(),
    wait: () => promise,
  };
});
vi.mock('../src/shop/visitAnalytics.ts', () => ({ reportPageLoad: (options: unknown) => reported.push(options) }));
vi.mock('../src/ui/yieldToMain.ts', () => ({ yieldToMain: () => nextTask.wait() }));

const { onHydrationEnd } = await import('./+onHydrationEnd.ts');

const contextFor = (patch: Record<string, unknown>) => ({ isBot: false, runtime: 'shop', ...patch }) as unknown as PageContextClient;
// Long enough for the analytics module to load and report, were it not waiting.
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('onHydrationEnd', () => {
  afterEach(() => {
    reported.length = 0;
  });

  it('reports the page load for the visit in a task of its own, not in the one that ends hydration', async () => {
    nextTask.reset();
    onHydrationEnd(contextFor({ runtime: 'webview' }));
    await settle();
    expect(reported, 'not in the task of the effects after hydration').toEqual([]);
    nextTask.start();
    await vi.waitFor(() => expect(reported).toEqual([{ app: true }]));
  });

  it('reports nothing for a bot', async () => {
    nextTask.reset();
    onHydrationEnd(contextFor({ isBot: true }));
    nextTask.start();
    await settle();
    expect(reported).toEqual([]);
  });
});
