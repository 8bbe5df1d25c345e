import { describe, expect, it } from 'vitest';
import { DEFAULT_RENDER_CONCURRENCY, needsMock, readConfig } from './config.ts';

describe('server configuration', () => {
  it('serves the default de-DE shop with the embedded mock when nothing is set', () => {
    const config = readConfig({});
    expect(config.tenant.code).toBe('hbr');
    expect(config.tenant.locale).toBe('de-DE');
    expect(config.port).toBe(3000);
    expect(needsMock(config)).toBe(true);
    expect(config.renderConcurrency).toBe(DEFAULT_RENDER_CONCURRENCY);
  });

  it('takes the renders in flight from RENDER_CONCURRENCY, a whole number of at least 1', () => {
    expect(readConfig({ RENDER_CONCURRENCY: '2' }).renderConcurrency).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => readConfig({ RENDER_CONCURRENCY: bad }), bad).toThrow(`RENDER_CONCURRENCY must be a whole number of at least 1: ${bad}`);
    }
  });

  it('bounds every page: call timeout, page budget, waiting line and Retry-After, with defaults', () => {
    const defaults = readConfig({ GRAPHQL_URL: 'https://api.example/graphql' });
    expect([defaults.apiTimeoutMs, defaults.pageBudgetMs, defaults.renderQueueMaxWaiting, defaults.retryAfterSeconds]).toEqual([2000, 5000, 64, 5]);
    // The embedded mock's answers are this process's own CPU time: bounded more loosely.
    expect([readConfig({}).apiTimeoutMs, readConfig({}).pageBudgetMs]).toEqual([10_000, 25_000]);
    // Two attempts of one call fit in the page's budget.
    expect(2 * defaults.apiTimeoutMs).toBeLessThan(defaults.pageBudgetMs);
    const set = readConfig({ API_TIMEOUT_MS: '800', PAGE_BUDGET_MS: '3000', RENDER_QUEUE_MAX_WAITING: '0', RETRY_AFTER_SECONDS: '30' });
    expect([set.apiTimeoutMs, set.pageBudgetMs, set.renderQueueMaxWaiting, set.retryAfterSeconds]).toEqual([800, 3000, 0, 30]);
    expect(() => readConfig({ PAGE_BUDGET_MS: '2s' })).toThrow('PAGE_BUDGET_MS must be a whole number of at least 1: 2s');
    expect(() => readConfig({ RENDER_QUEUE_MAX_WAITING: '-1' })).toThrow('RENDER_QUEUE_MAX_WAITING must be a whole number of at least 0: -1');
  });

  it('selects the shop by SHOP', () => {
    expect(readConfig({ SHOP: 'rwa' }).tenant.locale).toBe('de-AT');
  });

  it('rejects an unknown shop code', () => {
    expect(() => readConfig({ SHOP: 'nope' })).toThrow('Shop "nope" is not configured');
  });

  it('mounts no mock when both real APIs are configured', () => {
    const real = readConfig({ GRAPHQL_URL: 'https://api.example/graphql', CONTENT_GRAPHQL_URL: 'https://cms.example/graphql' });
    expect(needsMock(real)).toBe(false);
    expect(needsMock(readConfig({ GRAPHQL_URL: 'https://api.example/graphql' }))).toBe(true);
  });
});

describe('LOGIN_FRAME_URL', () => {
  it('is optional and must be an https address', () => {
    expect(readConfig({}).loginFrameUrl).toBeUndefined();
    expect(readConfig({ LOGIN_FRAME_URL: 'https://login.example.com/frame' }).loginFrameUrl).toBe('https://login.example.com/frame');
    expect(readConfig({ LOGIN_FRAME_URL: 'http://localhost:4000/' }).loginFrameUrl).toBe('http://localhost:4000/');
    expect(() => readConfig({ LOGIN_FRAME_URL: 'http://login.example.com' })).toThrow('LOGIN_FRAME_URL must use https');
    expect(() => readConfig({ LOGIN_FRAME_URL: 'frame' })).toThrow('LOGIN_FRAME_URL is not a URL');
  });
});
