// The production server as a child process on a free port, for tests of what only the whole
// server does (routing, headers, logs, shutdown). Builds the shop first when there is no build.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the first log line that matches. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** One build for all test files: the first worker builds, the others wait on its lock. */
export function ensureBuild(): void {
  const entry = join(root, 'dist', 'server', 'entry.mjs');
  if (existsSync(entry)) return;
  const lock = join(root, 'dist.build-lock');
  try {
    mkdirSync(lock);
  } catch {
    // Another worker builds: wait (blocking is fine in a test's set-up) until its lock is gone.
    const wait = new Int32Array(new SharedArrayBuffer(4));
    while (existsSync(lock)) Atomics.wait(wait, 0, 0, 200);
    return;
  }
  try {
    // Vitest sets NODE_ENV=test, which would make a development build (jsxDEV) the server cannot render with.
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureBuild();
  const child = spawn(process.execPath, ['src/server/prod.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: 'localhost',
      PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      MOCK: 'embedded',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue;
      }
      logs.push(line);
      for (const waiter of waiters.filter((w) => w.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForLog = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = logs.find(match);
      if (seen) return resolve(seen);
      waiters.push({ match, resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}) before the log line: ${stderr}`)));
    });
  const started = await waitForLog((line) => typeof line.port === 'number');
  const port = started.port as number;
  return {
    origin: `http://localhost:${port}`,
    port,
    child,
    logs,
    waitForLog,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request sent exactly as written (fetch would normalise `..`, escapes and methods). */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
