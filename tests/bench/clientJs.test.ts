import { describe, expect, it } from 'vitest';
import { BUDGET_PATHS, JS_BUDGET_KIB } from './clientJs.ts';

describe('first-load JS budgets', () => {
  // The product page is the heaviest page a shopper must have fast; no page type may load more
  // (a form page's form stack included).
  it('give no page type more than the product page', () => {
    const above = Object.entries(JS_BUDGET_KIB).filter(([, kib]) => kib > JS_BUDGET_KIB.product);
    expect(above).toEqual([]);
  });

  it('name a path for every page type', () => {
    expect(Object.keys(BUDGET_PATHS).sort()).toEqual(Object.keys(JS_BUDGET_KIB).sort());
  });
});
