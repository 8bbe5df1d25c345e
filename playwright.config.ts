import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless)
// needs less than half the CPU of the full browser per page load; the full browser where it is missing.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// End-to-end tests run against the production build with the embedded mock, in Debian's chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // At least two workers even on two cores: most of a test's time is waiting on the page, not CPU.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism())),
  retries: 0,
  // The list of every test, then the failures in short (a CI log is often read from its end).
  reporter: [['list'], ['./tests/failureDigest.ts']],
  // The longest flows (home → product → basket, a guest's checkout) take 25-30 s on a machine whose
  // browser runs slowly (many page faults); a test's time limit is for a hang, not for a slow host.
  timeout: 60_000,
  // Assertions wait for a state, not for a time: on a slow host a page takes longer to get there.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // What does not depend on the screen runs once, in the desktop project: whole files (redirects,
    // the mock console, the build's JS) and every test or group tagged '@any-screen' (rules that read
    // the same on every screen: prices, messages, headers, fault handling, analytics shapes, and
    // flows whose steps and assertions do not change with the viewport). The phone project keeps
    // what depends on the screen: the phone menu and header, the search bar, filter disclosure,
    // carousels, layout and layout shift, and a few whole flows through the phone layout (the
    // walking skeleton, a customer's checkout, the basket page and its change dialog).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      testIgnore: ['**/redirect.spec.ts', '**/mock-console.spec.ts', '**/budget.spec.ts'],
      grepInvert: /@any-screen/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node src/server/prod.ts',
    url: `http://localhost:${PORT}/favicon.svg`,
    // Metrics on a free port of their own (servers of parallel runs never clash on 9464); every
    // page load reports its vitals, so the tests can see them.
    env: { PORT: String(PORT), HOST: 'localhost', NODE_ENV: 'production', MOCK: 'embedded', METRICS_PORT: '0', VITALS_SAMPLE_RATE: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
