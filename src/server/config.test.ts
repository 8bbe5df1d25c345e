import { describe, expect, it } from 'vitest';
import { DEFAULT_RENDER_CONCURRENCY, needsMock, readConfig } from './config.ts';

describe('server configuration', () => {
  it('serves the default de-DE shop with the embedded mock when MOCK=embedded is the only setting', () => {
    const config = readConfig({ MOCK: 'embedded' });
    expect(config.tenant.code).toBe('hbr');
    expect(config.tenant.locale).toBe('de-DE');
    expect(config.port).toBe(3000);
    expect(needsMock(config)).toBe(true);
    expect(config.renderConcurrency).toBe(DEFAULT_RENDER_CONCURRENCY);
  });

  it('takes the renders in flight from RENDER_CONCURRENCY, a whole number of at least 1', () => {
    expect(readConfig({ MOCK: 'embedded', RENDER_CONCURRENCY: '2' }).renderConcurrency).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => readConfig({ MOCK: 'embedded', RENDER_CONCURRENCY: bad }), bad).toThrow(
        `RENDER_CONCURRENCY must be a whole number of at least 1: ${bad}`,
      );
    }
  });

  it('bounds every page: call timeout, page budget, waiting line and Retry-After, with defaults', () => {
    const live = {
      GRAPHQL_URL: 'https://api.example/graphql',
      CONTENT_GRAPHQL_URL: 'https://cms.example/graphql',
      IMAGE_CDN_URL: 'https://media.example',
    };
    const defaults = readConfig(live);
    expect([defaults.apiTimeoutMs, defaults.pageBudgetMs, defaults.renderQueueMaxWaiting, defaults.retryAfterSeconds]).toEqual([
      2000, 5000, 64, 5,
    ]);
    // Two attempts of one call fit in the page's budget.
    expect(2 * defaults.apiTimeoutMs).toBeLessThan(defaults.pageBudgetMs);
    const set = readConfig({
      ...live,
      API_TIMEOUT_MS: '800',
      PAGE_BUDGET_MS: '3000',
      RENDER_QUEUE_MAX_WAITING: '0',
      RETRY_AFTER_SECONDS: '30',
    });
    expect([set.apiTimeoutMs, set.pageBudgetMs, set.renderQueueMaxWaiting, set.retryAfterSeconds]).toEqual([800, 3000, 0, 30]);
    expect(() => readConfig({ ...live, PAGE_BUDGET_MS: '2s' })).toThrow('PAGE_BUDGET_MS must be a whole number of at least 1: 2s');
    expect(() => readConfig({ ...live, RENDER_QUEUE_MAX_WAITING: '-1' })).toThrow(
      'RENDER_QUEUE_MAX_WAITING must be a whole number of at least 0: -1',
    );
    // The mock's answers are this machine's own CPU time: bounded more loosely.
    const mocked = readConfig({ MOCK: 'embedded' });
    expect([mocked.apiTimeoutMs, mocked.pageBudgetMs]).toEqual([10_000, 25_000]);
  });

  it('selects the shop by SHOP', () => {
    expect(readConfig({ MOCK: 'embedded', SHOP: 'rwa' }).tenant.locale).toBe('de-AT');
  });

  it('rejects an unknown shop code', () => {
    expect(() => readConfig({ SHOP: 'nope' })).toThrow('Shop "nope" is not configured');
  });

  it('mounts no mock when both real APIs are configured', () => {
    expect(needsMock(readConfig(LIVE))).toBe(false);
    expect(needsMock(readConfig({ ...LIVE, MOCK: 'embedded' }))).toBe(false);
    expect(needsMock(readConfig({ MOCK: 'embedded', GRAPHQL_URL: 'https://api.example/graphql' }))).toBe(true);
  });
});

const LIVE = {
  GRAPHQL_URL: 'https://api.example/graphql',
  CONTENT_GRAPHQL_URL: 'https://cms.example/graphql',
  IMAGE_CDN_URL: 'https://media.example/i/',
};

describe('the mock is an explicit choice', () => {
  it('refuses to start with neither real back ends nor MOCK, naming the settings', () => {
    for (const env of [
      {},
      { GRAPHQL_URL: LIVE.GRAPHQL_URL },
      { GRAPHQL_URL: LIVE.GRAPHQL_URL, CONTENT_GRAPHQL_URL: LIVE.CONTENT_GRAPHQL_URL },
    ]) {
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(
        'No back end configured: set GRAPHQL_URL, CONTENT_GRAPHQL_URL and IMAGE_CDN_URL to the real APIs and media CDN, or MOCK=embedded',
      );
    }
  });

  it('rejects an unknown MOCK value and a remote mock without its addresses', () => {
    expect(() => readConfig({ MOCK: 'yes' })).toThrow('MOCK must be embedded or remote: yes');
    expect(() => readConfig({ MOCK: 'remote' })).toThrow('MOCK=remote needs GRAPHQL_URL and CONTENT_GRAPHQL_URL');
  });

  it('has no mock token, preview secret or chat stand-in with real back ends', () => {
    const live = readConfig(LIVE);
    expect(live.mock).toBeNull();
    expect(live.contentApiToken).toBe('');
    expect(live.contentPreviewToken).toBeUndefined();
    expect(live.previewSecret).toBe('');
    expect(live.chat).toBeUndefined();
    expect(readConfig({ ...LIVE, CONTENT_GRAPHQL_TOKEN: 'cda' }).contentApiToken).toBe('cda');
  });

  it("keeps the mock's defaults while the mock serves the APIs, embedded or as a service", () => {
    for (const env of [
      { MOCK: 'embedded' },
      { MOCK: 'remote', GRAPHQL_URL: 'http://localhost:4000/graphql', CONTENT_GRAPHQL_URL: 'http://localhost:4000/content/graphql' },
    ]) {
      const config = readConfig(env);
      expect(config.contentApiToken).toBe('mock-content-token');
      expect(config.contentPreviewToken).toBe('mock-preview-token');
      expect(config.previewSecret).toBe('mock-preview-secret');
      expect(config.chat?.scriptUrl).toBe('/mock/chat/widget.js');
      expect(config.imageCdnUrl).toBe('/images');
    }
  });

  it('takes the product-image base from IMAGE_CDN_URL without a trailing slash, and the content asset hosts from CONTENT_ASSET_URL', () => {
    const live = readConfig({ ...LIVE, CONTENT_ASSET_URL: 'https://images.ctfassets.net/, https://res.cloudinary.com/shop' });
    expect(live.imageCdnUrl).toBe('https://media.example/i');
    expect(live.contentAssetOrigins).toEqual(['https://images.ctfassets.net', 'https://res.cloudinary.com']);
    expect(readConfig(LIVE).contentAssetOrigins).toEqual([]);
    expect(() => readConfig({ ...LIVE, IMAGE_CDN_URL: 'ftp://media.example' })).toThrow('IMAGE_CDN_URL must be an http(s) address');
    expect(() => readConfig({ ...LIVE, CONTENT_ASSET_URL: 'cdn' })).toThrow('CONTENT_ASSET_URL is not a URL');
  });
});

describe('LOGIN_FRAME_URL', () => {
  it('is optional and must be an https address', () => {
    expect(readConfig({ MOCK: 'embedded' }).loginFrameUrl).toBeUndefined();
    expect(readConfig({ MOCK: 'embedded', LOGIN_FRAME_URL: 'https://login.example.com/frame' }).loginFrameUrl).toBe(
      'https://login.example.com/frame',
    );
    expect(readConfig({ MOCK: 'embedded', LOGIN_FRAME_URL: 'http://localhost:4000/' }).loginFrameUrl).toBe('http://localhost:4000/');
    expect(() => readConfig({ MOCK: 'embedded', LOGIN_FRAME_URL: 'http://login.example.com' })).toThrow('LOGIN_FRAME_URL must use https');
    expect(() => readConfig({ MOCK: 'embedded', LOGIN_FRAME_URL: 'frame' })).toThrow('LOGIN_FRAME_URL is not a URL');
  });
});

describe('BOT_BYPASS_HEADER', () => {
  it("is optional, 'Name: value', the name in lower case and the value trimmed", () => {
    expect(readConfig({ MOCK: 'embedded' }).botBypassHeader).toEqual({});
    expect(readConfig({ MOCK: 'embedded', BOT_BYPASS_HEADER: 'X-Bot-Bypass: s3cr:et ' }).botBypassHeader).toEqual({
      'x-bot-bypass': 's3cr:et',
    });
  });

  it('refuses a malformed setting without repeating its secret', () => {
    for (const bad of ['s3cret', 'X Bot: s3cret', 'X-Bot-Bypass:', ': s3cret']) {
      expect(() => readConfig({ MOCK: 'embedded', BOT_BYPASS_HEADER: bad })).toThrow("BOT_BYPASS_HEADER must be 'Name: value'");
      expect(() => readConfig({ MOCK: 'embedded', BOT_BYPASS_HEADER: bad })).not.toThrow(/s3cret/);
    }
  });
});
