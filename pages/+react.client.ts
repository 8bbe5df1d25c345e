import type { Config } from 'vike/types';

// https://vike.dev/react-setting — errors React recovered from (a hydration mismatch) and errors
// nothing caught go to the shop's beacon (src/shop/reports/browserReports.ts, loaded only then).
const report = (kind: 'uncaught' | 'recoverable', error: unknown) =>
  void import('../src/shop/reports/browserReports.ts').then((reports) => reports.noteError(kind, error));

export default {
  hydrateRootOptions: {
    onRecoverableError(error) {
      // React's own report stays, so the console still shows it.
      reportError(error);
      report('recoverable', error);
    },
    onUncaughtError: (error) => report('uncaught', error),
  },
} satisfies Config['react'];
