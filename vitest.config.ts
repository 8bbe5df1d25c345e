import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

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
          include: ['src/**/*.test.ts', 'pages/**/*.test.ts', 'mock-server/**/*.test.ts', 'tenants/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The same transforms as the build: Relay's graphql tags, then linaria's styles.
        plugins: [relay, wyw({ include: ['**/*.{ts,tsx}'], prefixer: false }), react()],
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component-setup.ts'],
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
