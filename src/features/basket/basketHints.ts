// Which hints the basket shows, in which tone, and which of them stop the way to the checkout.

export interface ApiHint {
  readonly code: string;
  readonly params: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

export interface ShownHint {
  code: string;
  params: Record<string, string>;
  /** info: blue notes; warning: the basket must change before ordering. */
  tone: 'info' | 'warning';
  /** True when the hint stops 'zur Kasse'. */
  blocking: boolean;
}

export interface BasketFacts {
  hints: readonly ApiHint[];
  /** Pieces in the basket. */
  count: number;
  /** Value of the articles in cents (free gifts count 0). */
  articles: number;
  minOrderValue: number;
  basketMaxItems: number;
}

// Warnings ask the shopper to change the basket. A changed delivery state and a removed disposal
// service are info hints: they report what happened, and the basket can be ordered as it is.
const WARNINGS = new Set(['BASKET_MIN_ORDER_VALUE', 'BASKET_MAX_ITEMS', 'BASKET_MIN_ORDER_VALUE_FREE_GIFT']);
const BLOCKING = new Set(['BASKET_MIN_ORDER_VALUE', 'BASKET_MAX_ITEMS']);

const toParams = (hint: ApiHint) => Object.fromEntries(hint.params.map((p) => [p.name, p.value]));

/**
 * The API's hints (those of the last change, DELIVERY_STATE_CHANGED, BASKET_EMPTY, BASKET_COUPON)
 * plus what the basket's figures say: below the minimum order value (BASKET_MIN_ORDER_VALUE)
 * or above the item limit (BASKET_MAX_ITEMS), both of which stop the checkout. BASKET_EMPTY is
 * not listed: the empty basket shows it as its own state.
 */
export function basketHints(facts: BasketFacts): ShownHint[] {
  const shown: ShownHint[] = [];
  const add = (code: string, params: Record<string, string>) => {
    if (shown.some((hint) => hint.code === code)) return;
    shown.push({ code, params, tone: WARNINGS.has(code) ? 'warning' : 'info', blocking: BLOCKING.has(code) });
  };
  if (facts.count > 0 && facts.articles < facts.minOrderValue) add('BASKET_MIN_ORDER_VALUE', {});
  if (facts.count > facts.basketMaxItems) add('BASKET_MAX_ITEMS', { basketMaxItems: String(facts.basketMaxItems) });
  for (const hint of facts.hints) {
    if (hint.code === 'BASKET_EMPTY') continue;
    add(hint.code, toParams(hint));
  }
  // The coupon note goes last, whatever order the API used.
  shown.sort((a, b) => Number(a.code === 'BASKET_COUPON') - Number(b.code === 'BASKET_COUPON'));
  return shown;
}

/** The first hint that stops the checkout, if any. */
export function checkoutBlocker(hints: readonly ShownHint[]): ShownHint | null {
  return hints.find((hint) => hint.blocking) ?? null;
}
