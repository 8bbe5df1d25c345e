import { BUDGET_PATHS, clientJsOf, JS_BUDGET_KIB, type BudgetedPage } from '../bench/clientJs.ts';
import { expect, test } from './fixtures.ts';

// The JS a page type makes a phone download before it can be used stays within its budget.
test.describe('client JS budget', () => {
  for (const [page, path] of Object.entries(BUDGET_PATHS) as Array<[BudgetedPage, string]>) {
    test(`${page} page loads at most ${JS_BUDGET_KIB[page]} KiB of JS (gzip)`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const js = clientJsOf(html);
      expect(js.files).toBeGreaterThan(0);
      expect(js.gzip / 1024, `${page}: ${(js.gzip / 1024).toFixed(1)} KiB in ${js.files} files`).toBeLessThanOrEqual(JS_BUDGET_KIB[page]);
    });
  }
});
