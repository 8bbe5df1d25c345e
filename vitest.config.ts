import { EventEmitter } from 'node:events';
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

/**
 * linaria's plugin evaluates styles in a child process, which it stops when the dev server's HTTP
 * server closes. Vitest's server has none, so the process kept Vitest from exiting until its
 * 10 s close timeout; here the plugin sees a stand-in that closes with the server.
 */
function stoppingWithServer(plugin: Plugin): Plugin {
  const configureServer = plugin.configureServer;
  if (typeof configureServer !== 'function') return plugin;
  return {
    ...plugin,
    configureServer(server) {
      if (server.httpServer) return configureServer.call(this, server);
      const httpServer = new EventEmitter();
      const close = server.close.bind(server);
      server.close = async () => {
        httpServer.emit('close');
        await close();
      };
      const withHttpServer = new Proxy(server, {
        get: (target, key, receiver) => (key === 'httpServer' ? httpServer : Reflect.get(target, key, receiver)),
      });
      return configureServer.call(this, withHttpServer);
    },
  };
}

/**
 * linaria's transform only for modules that use its styles: the others (most of the tree, and the
 * modules a style's evaluation reads, which linaria loads itself) pass unchanged.
 */
function onlyWithStyles(plugin: Plugin): Plugin {
  const transform = plugin.transform;
  if (typeof transform !== 'function') return plugin;
  return {
    ...plugin,
    transform(code, id, options) {
      if (!code.includes('@linaria/')) return null;
      return transform.call(this, code, id, options);
    },
  };
}

const UNIT = [
  'src/**/*.test.ts',
  'pages/**/*.test.ts',
  'mock-server/**/*.test.ts',
  'tenants/**/*.test.ts',
  'tests/*.test.ts',
  'tests/bench/*.test.ts',
];

/**
 * Unit test files that change what other files would see: module mocks, a fresh module registry,
 * stubbed globals or environment, fake timers or the system clock. They run each in a fresh module
 * registry; every other unit file shares its worker's modules with the files before it, which
 * saves importing the same modules (the mock's data, the server) once per file.
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal|useFakeTimers|setSystemTime)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|globalThis\.\w+\s*=[^=]|defineProperty\((globalThis|global|window)\b/;
const unitFilesChangingSharedState = globSync(UNIT, { cwd: import.meta.dirname, exclude: ['**/node_modules/**'] }).filter((file) =>
  CHANGES_SHARED_STATE.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

const CONTRACT = ['tests/contract/**/*.test.ts'];

/**
 * Contract test files that start servers or processes (the production server, the mock service,
 * nginx) run one at a time, as before: a server's start and its timed answers (a page's budget, a
 * shutdown's drain) compete for the CPU with whatever runs beside them. The others call the mock
 * and the shop's handlers in-process and run side by side.
 */
const STARTS_PROCESSES = /startProductionServer|startMockService|spawn(Sync)?\(|execFile|fork\(/;
const contractFilesStartingProcesses = globSync(CONTRACT, { cwd: import.meta.dirname }).filter((file) =>
  STARTS_PROCESSES.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

// Three suites: unit tests (pure logic) and component tests (React in jsdom, `*.test.tsx`) sit
// beside the code; contract tests exercise the schema and mock server.
export default defineConfig({
  test: {
    // A module read back from the file cache skips linaria's transform, whose CSS lives only in
    // memory: the component tests would pass once and then fail to import their styles.
    fsModuleCache: false,
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI machine,
    // where the contract tests mostly wait on servers they start and the unit tests on the mock's.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...configDefaults.exclude, ...unitFilesChangingSharedState],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/unit-setup.ts'],
          // A time limit is for a hang: the mock's tests start its server, slow on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: unitFilesChangingSharedState,
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // The same transforms as the build: Relay's graphql tags, then linaria's styles.
        plugins: [relay, onlyWithStyles(stoppingWithServer(wyw({ include: ['**/*.{ts,tsx}'], prefixer: false }))), react()],
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          pool: 'vmThreads',
          setupFiles: ['tests/component-setup.ts'],
          testTimeout: 15_000,
          // A cached module skips linaria's transform, whose CSS then cannot be found.
          fsModuleCache: false,
        },
      },
      {
        test: {
          name: 'contract',
          include: CONTRACT,
          exclude: [...configDefaults.exclude, ...contractFilesStartingProcesses],
          environment: 'node',
          // The files share their worker's modules (the mock server and its data are imported once
          // per worker, not once per file); each still starts with a fresh mock state (the setup file).
          isolate: false,
          setupFiles: ['tests/contract-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'contract-servers',
          include: contractFilesStartingProcesses,
          environment: 'node',
          testTimeout: 20_000,
          maxWorkers: 1,
          // After the in-process files, so nothing runs beside a server's timed answers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
