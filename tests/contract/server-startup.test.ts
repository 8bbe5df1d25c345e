// The server refuses to start with a shop code that is not configured, naming it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['src/server/prod.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
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

  it('stops for an unknown runtime', () => {
    const result = start({ SHOP_RUNTIME: 'kiosk' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Runtime "kiosk" is not supported');
  });
});
