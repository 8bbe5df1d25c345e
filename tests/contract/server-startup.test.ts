// The server refuses to start with a shop code that is not configured, naming it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['src/server/prod.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', MOCK: 'embedded', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('server start-up', () => {
  it('stops with \'Shop "{code}" is not configured\' for an unknown shop', () => {
    const result = start({ SHOP: 'xx' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Shop "xx" is not configured');
  });

  it('refuses a production start with neither real back ends nor MOCK=embedded, saying what to set', () => {
    const result = start({ MOCK: '', GRAPHQL_URL: '', CONTENT_GRAPHQL_URL: '', IMAGE_CDN_URL: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No back end configured: set GRAPHQL_URL, CONTENT_GRAPHQL_URL and IMAGE_CDN_URL');
    expect(result.stderr).toContain('MOCK=embedded');
  });

  it('refuses a production start with only the shop API, rather than mocking the content API', () => {
    const result = start({
      MOCK: '',
      GRAPHQL_URL: 'https://api.example/graphql',
      CONTENT_GRAPHQL_URL: '',
      IMAGE_CDN_URL: 'https://media.example/i',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No back end configured');
  });

  it('stops for an unknown runtime', () => {
    const result = start({ SHOP_RUNTIME: 'kiosk' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Runtime "kiosk" is not supported');
  });
});
