// The mock as a service of its own (npm run mock) as a child process on a free port.
import { spawn } from 'node:child_process';
import { root } from './productionServer.ts';

export interface RunningMock {
  origin: string;
  stop(): Promise<void>;
}

export async function startMockService(env: Record<string, string> = {}): Promise<RunningMock> {
  const child = spawn(process.execPath, ['mock-server/serve.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: '0', HOST: 'localhost', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      const match = /"port":(\d+)/.exec(buffer);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`mock exited (${code}): ${stderr}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
