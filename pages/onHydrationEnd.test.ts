import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../src/ui/lazy/yieldToMain.testing.ts';
import type { PageContextClient } from 'vike/types';

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../src/shop/analytics/visitAnalytics.ts', () => ({ reportPageLoad: (options: unknown) => reported.push(options) }));
const entries = vi.hoisted(() => [] as { query: string; referrer: string | null; shopHost: string; app: boolean }[]);
vi.mock('../src/shop/campaigns/entryCampaignCookies.ts', () => ({
  writeEntryCampaignCookies: (page: { query: URLSearchParams; referrer: string | null; shopHost: string; app: boolean }) =>
    entries.push({ ...page, query: page.query.toString() }),
}));
vi.stubGlobal('location', { search: '?ecc=123', hostname: 'shop.example' });
vi.stubGlobal('document', { referrer: 'https://www.google.de/' });
const reportsStarted = vi.hoisted(() => [] as unknown[]);
vi.mock('../src/shop/reports/browserReports.ts', () => ({ startReports: (context: unknown) => reportsStarted.push(context) }));
// The task after the one that ends hydration begins when the test says so.
vi.mock('../src/ui/lazy/yieldToMain.ts', async () => (await import('../src/ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);

const { onHydrationEnd } = await import('./+onHydrationEnd.ts');

const contextFor = (patch: Record<string, unknown>) =>
  ({ isBot: false, runtime: 'shop', shop: { code: 'hbr' }, ...patch }) as unknown as PageContextClient;
// Long enough for the analytics module to load and report, were it not waiting.
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('onHydrationEnd', () => {
  afterEach(() => {
    reported.length = 0;
    entries.length = 0;
    reportsStarted.length = 0;
  });

  it('reports the page load for the visit in a task of its own, not in the one that ends hydration', async () => {
    nextTask.reset();
    onHydrationEnd(contextFor({ runtime: 'webview' }));
    await settle();
    expect(reported, 'not in the task of the effects after hydration').toEqual([]);
    nextTask.start();
    await vi.waitFor(() => expect(reported).toEqual([{ app: true, shopCode: 'hbr' }]));
  });

  it('writes the entry-campaign cookies from the URL and referrer before the visit is reported', async () => {
    nextTask.reset();
    onHydrationEnd(contextFor({}));
    nextTask.start();
    await vi.waitFor(() => expect(reported).toEqual([{ app: false, shopCode: 'hbr' }]));
    expect(entries).toEqual([{ query: 'ecc=123', referrer: 'https://www.google.de/', shopHost: 'shop.example', app: false }]);
  });

  it('reports nothing for a bot', async () => {
    nextTask.reset();
    onHydrationEnd(contextFor({ isBot: true }));
    nextTask.start();
    await settle();
    expect(reported).toEqual([]);
    expect(entries).toEqual([]);
    expect(reportsStarted).toEqual([]);
  });

  it("starts the page load's real-user reports (vitals, errors) after the analytics, outside the task that ends hydration", async () => {
    nextTask.reset();
    const context = contextFor({ pageType: 'homepage', clientApi: { vitalsSampleRate: 0.5 } });
    onHydrationEnd(context);
    await settle();
    expect(reportsStarted).toEqual([]);
    nextTask.start();
    await vi.waitFor(() => expect(reportsStarted).toEqual([context]));
    expect(reported).toHaveLength(1);
  });
});
