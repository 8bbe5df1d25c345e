import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { test } from './fixtures.ts';

/**
 * The in-store display is a deployment setting (SHOP_RUNTIME=store), so its tests get a server of
 * their own, started once per worker for the describe block that calls this. Returns the server's
 * base URL (known once beforeAll has run).
 */
export function useStoreServer(): () => string {
  return useOwnServer(() => ({ SHOP_RUNTIME: 'store' }));
}

/**
 * A server of the describe block's own with deployment settings the shared one does not have,
 * started once per worker; `env` gets the server's base URL (for settings that name the server).
 * Returns the base URL (known once beforeAll has run).
 */
export function useOwnServer(env: (base: string) => Record<string, string>): () => string {
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // A port the system hands out as free, so the server never races a client connection for it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    base = `http://localhost:${port}`;
    let output = '';
    server = spawn(process.execPath, ['src/server/prod.ts'], {
      env: { ...process.env, PORT: String(port), NODE_ENV: 'production', MOCK: 'embedded', ...env(base) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Polls until the server answers (it needs a moment to load the build).
    for (let i = 0; i < 250; i++) {
      if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
      if (
        await fetch(`${base}/favicon.svg`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not start: ${output}`);
  });
  test.afterAll(() => {
    server?.kill();
  });

  return () => base;
}
