import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS, snapshotEnvironment } from './processSettings.ts';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('production process settings', () => {
  it('the container starts the server with them', () => {
    const dockerfile = read('Dockerfile');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...PRODUCTION_NODE_FLAGS, 'src/server/prod.ts']);
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
  });

  it('npm run serve starts it with them', () => {
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve;
    for (const flag of PRODUCTION_NODE_FLAGS) expect(serve).toContain(`node ${flag} `);
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) expect(serve).toContain(`${name}=${value} `);
  });

  it('the environment, copied once, answers as before and is what a child process gets', () => {
    const original = process.env;
    try {
      process.env.SNAPSHOT_PROBE = 'before';
      snapshotEnvironment();
      expect(process.env).not.toBe(original);
      expect(process.env.SNAPSHOT_PROBE).toBe('before');
      expect(process.env.PATH).toBe(original.PATH);
      process.env.SNAPSHOT_PROBE = 'after';
      expect(execFileSync(process.execPath, ['-p', 'process.env.SNAPSHOT_PROBE'], { encoding: 'utf8' }).trim()).toBe('after');
    } finally {
      process.env = original;
      delete process.env.SNAPSHOT_PROBE;
    }
  });
});
