import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../../src/server/processSettings.ts';

const root = join(import.meta.dirname, '..', '..');

/**
 * Starts the production server (dist/ must be built) on a port, as the container starts it, and
 * resolves once it answers. `env` adds to or overrides its settings (by default the embedded mock).
 */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'src/server/prod.ts'], {
    cwd: root,
    env: { ...process.env, ...PRODUCTION_ENV, PORT: String(port), NODE_ENV: 'production', MOCK: 'embedded', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/favicon.svg`)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.kill();
  throw new Error(`the production server did not answer on port ${port}`);
}
