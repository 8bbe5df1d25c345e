import { EventEmitter } from 'node:events';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
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
      const withHttpServer = new Proxy(server, { get: (target, key, receiver) => (key === 'httpServer' ? httpServer : Reflect.get(target, key, receiver)) });
      return configureServer.call(this, withHttpServer);
    },
  };
}

// Three suites: unit tests (pure logic) and component tests (React in jsdom, `*.test.tsx`) sit
// beside the code; contract tests exercise the schema and mock server.
export default defineConfig({
  test: {
    // A module read back from the file cache skips linaria's transform, whose CSS lives only in
    // memory: the component tests would pass once and then fail to import their styles.
    fsModuleCache: false,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'pages/**/*.test.ts', 'mock-server/**/*.test.ts', 'tenants/**/*.test.ts', 'tests/*.test.ts', 'tests/bench/*.test.ts'],
          environment: 'node',
          // A time limit is for a hang: the mock's tests start its server, slow on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        // The same transforms as the build: Relay's graphql tags, then linaria's styles.
        plugins: [relay, stoppingWithServer(wyw({ include: ['**/*.{ts,tsx}'], prefixer: false })), react()],
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
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
