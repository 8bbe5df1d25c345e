import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from './processSettings.ts';

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
});
