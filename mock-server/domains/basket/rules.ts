import { articleNumberOf, isFreeGift, stockOf, unitPriceOf, type Article, type ArticleLookup } from './articles.ts';
import { BASKET_MAX_ITEMS, MIN_ORDER_VALUE_FREE_GIFT, QUANTITY_LIMIT_PER_ARTICLE } from './constants.ts';
import { basketAvailability, shownAvailabilityKey } from './delivery.ts';
import { formatEuro } from './money.ts';
import { lineId, type BasketLine, type BasketState, type Notice } from './state.ts';

// The basket's rules (stock, quantity limits, the maximum item count, free gifts, disposal) as
// pure functions: each takes the basket and answers the new basket or the hint code that refuses
// the change. Codes and placeholders become extensions of the GraphQL error.

export interface Failure {
  code: string;
  params: Record<string, string | number>;
}

export type Outcome = { ok: true; state: BasketState; line?: BasketLine } | { ok: false; failure: Failure };

const fail = (code: string, params: Failure['params'] = {}): Outcome => ({ ok: false, failure: { code, params } });

export const FREE_GIFT_PARAMS = { formattedMinOrderValueFreeGift: formatEuro(MIN_ORDER_VALUE_FREE_GIFT) };

interface Resolved {
  line: BasketLine;
  article: Article;
}

export function resolveLines(lines: readonly BasketLine[], lookup: ArticleLookup): Resolved[] {
  return lines.flatMap((line) => {
    const article = lookup(line.variantId);
    return article ? [{ line, article }] : [];
  });
}

/** Value of the articles that count for order minimums and free shipping: free gifts do not. */
export function articleValue(lines: readonly BasketLine[], lookup: ArticleLookup): number {
  return resolveLines(lines, lookup).reduce((sum, { line, article }) => sum + unitPriceOf(article) * line.quantity, 0);
}

export const pieceCount = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Pieces of mattresses and slatted frames: the most disposal pieces that can be booked. */
export function disposalPieces(lines: readonly BasketLine[], lookup: ArticleLookup): number {
  return resolveLines(lines, lookup).reduce((sum, { line, article }) => sum + (article.variant.disposalService ? line.quantity : 0), 0);
}

/** Pieces of the same article (colour display number) in other lines than `except`. */
function articlePieces(
  lines: readonly BasketLine[],
  lookup: ArticleLookup,
  article: Article,
  except: readonly (string | undefined)[],
): number {
  return resolveLines(lines, lookup)
    .filter(({ line, article: other }) => !except.includes(line.id) && articleNumberOf(other) === articleNumberOf(article))
    .reduce((sum, { line }) => sum + line.quantity, 0);
}

/** Most pieces a line can hold: stock and the per-article limit (1 for a free gift). */
export function maxQuantityOf(lines: readonly BasketLine[], lookup: ArticleLookup, line: BasketLine, article: Article): number {
  if (isFreeGift(article)) return 1;
  const others = articlePieces(lines, lookup, article, [line.id]);
  return Math.max(0, Math.min(stockOf(article), QUANTITY_LIMIT_PER_ARTICLE - others));
}

/**
 * Keeps the basket consistent after a change: lines of vanished articles go, a free gift whose
 * minimum order value is no longer reached is removed, and the disposal service never covers
 * more pieces than there are mattresses and slatted frames (none left: removed, with a hint).
 */
export function settle(state: BasketState, lookup: ArticleLookup): BasketState {
  const notices: Notice[] = [...state.notices];
  let lines = state.lines.filter((line) => lookup(line.variantId));
  const gift = lines.find((line) => isFreeGift(lookup(line.variantId)!));
  if (gift && articleValue(lines, lookup) < MIN_ORDER_VALUE_FREE_GIFT) {
    lines = lines.filter((line) => line !== gift);
    notices.push({ code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT', params: FREE_GIFT_PARAMS });
  }
  const eligible = disposalPieces(lines, lookup);
  let disposalQuantity = Math.min(state.disposalQuantity, eligible);
  if (state.disposalQuantity > 0 && eligible === 0) {
    disposalQuantity = 0;
    notices.push({ code: 'DISPOSAL_SERVICE_REMOVED', params: {} });
  }
  return { lines, disposalQuantity, notices };
}

function checkFreeGift(lines: readonly BasketLine[], lookup: ArticleLookup, article: Article, quantity: number): Outcome | null {
  if (lines.some((line) => line.variantId === article.variant.id)) return fail('ATB_GIFT_ALREADY_IN_BASKET');
  if (resolveLines(lines, lookup).some((r) => isFreeGift(r.article))) return fail('MORE_THAN_ONE_FREE_GIFT');
  if (quantity > 1) return fail('ATB_QUANTITY_LIMIT_EXCEEDED', { quantityLimit: 1 });
  if (articleValue(lines, lookup) < MIN_ORDER_VALUE_FREE_GIFT) return fail('BASKET_MIN_ORDER_VALUE_FREE_GIFT', FREE_GIFT_PARAMS);
  return null;
}

/**
 * Adds pieces of a variant. Asking at once for more pieces than the size has in stock is
 * QUANTITY_MORE_THAN_STOCK (stock); a line holds at most min(20, stock) pieces, so adding to the
 * pieces already in it beyond that is ATB_QUANTITY_LIMIT_EXCEEDED; all sizes of one article (colour) together at most 20
 * (QUANTITY_LIMIT_EXCEEDED); the basket at most BASKET_MAX_ITEMS pieces.
 */
export function addToBasket(state: BasketState, lookup: ArticleLookup, request: { variantId: string; quantity: number }): Outcome {
  const { variantId, quantity } = request;
  if (variantId.trim() === '') return fail('ATB_NO_VARIANT_SELECTED');
  const article = lookup(variantId);
  if (!article || !Number.isInteger(quantity) || quantity < 1) return fail('ATB_GENERAL');
  const stock = stockOf(article);
  if (stock === 0) return fail('ATB_VARIANT_OUTSOLD');
  if (isFreeGift(article)) {
    const refused = checkFreeGift(state.lines, lookup, article, quantity);
    if (refused) return refused;
  }
  if (quantity > stock) return fail('QUANTITY_MORE_THAN_STOCK', { stock });
  const existing = state.lines.find((line) => line.variantId === variantId);
  const inLine = existing?.quantity ?? 0;
  const lineLimit = Math.min(QUANTITY_LIMIT_PER_ARTICLE, stock);
  if (inLine + quantity > lineLimit) return fail('ATB_QUANTITY_LIMIT_EXCEEDED', { quantityLimit: lineLimit });
  if (articlePieces(state.lines, lookup, article, [existing?.id]) + inLine + quantity > QUANTITY_LIMIT_PER_ARTICLE) {
    return fail('QUANTITY_LIMIT_EXCEEDED', { displayNumber: articleNumberOf(article) });
  }
  if (pieceCount(state.lines) + quantity > BASKET_MAX_ITEMS) return fail('BASKET_MAX_ITEMS', { basketMaxItems: BASKET_MAX_ITEMS });

  const line: BasketLine = existing
    ? { ...existing, quantity: inLine + quantity }
    : { id: lineId(variantId), variantId, quantity, seenAvailabilityKey: shownAvailabilityKey(article) };
  const lines = existing ? state.lines.map((l) => (l === existing ? line : l)) : [...state.lines, line];
  return { ok: true, state: settle({ ...state, lines, notices: [] }, lookup), line };
}

/** Removes a line; an unknown id changes nothing (a repeated click must not fail). */
export function removeBasketItem(state: BasketState, lookup: ArticleLookup, itemId: string): Outcome {
  if (!state.lines.some((line) => line.id === itemId)) return { ok: true, state };
  return { ok: true, state: settle({ ...state, lines: state.lines.filter((line) => line.id !== itemId), notices: [] }, lookup) };
}

/**
 * Changes size or colour (another variant of the same product) and/or quantity of a line.
 * Quantity 0 removes it; choosing a variant that has its own line merges the two.
 */
export function changeBasketItem(
  state: BasketState,
  lookup: ArticleLookup,
  request: { itemId: string; variantId?: string | null; quantity?: number | null },
): Outcome {
  const line = state.lines.find((l) => l.id === request.itemId);
  const current = line && lookup(line.variantId);
  if (!line || !current) return fail('BasketChangeItemFailed');
  const targetId = request.variantId ?? line.variantId;
  const target = lookup(targetId);
  const wanted = request.quantity ?? line.quantity;
  if (!target || target.product.id !== current.product.id || !Number.isInteger(wanted) || wanted < 0) return fail('BasketChangeItemFailed');
  if (wanted === 0) return removeBasketItem(state, lookup, line.id);

  const merged = targetId === line.variantId ? undefined : state.lines.find((l) => l.variantId === targetId);
  const quantity = wanted + (merged?.quantity ?? 0);
  const displayNumber = articleNumberOf(target);
  if (isFreeGift(target) && quantity > 1) return fail('QUANTITY_LIMIT_EXCEEDED', { displayNumber });
  const stock = stockOf(target);
  if (quantity > stock) return fail('QUANTITY_MORE_THAN_STOCK', { stock });
  const others = articlePieces(state.lines, lookup, target, [line.id, merged?.id]);
  if (others + quantity > QUANTITY_LIMIT_PER_ARTICLE) return fail('QUANTITY_LIMIT_EXCEEDED', { displayNumber });
  const piecesAfter = pieceCount(state.lines) - line.quantity - (merged?.quantity ?? 0) + quantity;
  if (piecesAfter > BASKET_MAX_ITEMS) return fail('BASKET_MAX_ITEMS', { basketMaxItems: BASKET_MAX_ITEMS });

  // The shopper looked at the line while changing it: its current delivery state counts as seen.
  const updated: BasketLine = { id: lineId(targetId), variantId: targetId, quantity, seenAvailabilityKey: basketAvailability(target).key };
  const lines = state.lines.filter((l) => l !== merged).map((l) => (l === line ? updated : l));
  return { ok: true, state: settle({ ...state, lines, notices: [] }, lookup), line: updated };
}

/** Books the disposal service for up to as many pieces as there are mattresses and slatted frames. */
export function setDisposalService(state: BasketState, lookup: ArticleLookup, quantity: number): Outcome {
  if (!Number.isInteger(quantity) || quantity < 0) return fail('BAD_USER_INPUT');
  const eligible = disposalPieces(state.lines, lookup);
  if (quantity > 0 && eligible === 0) return fail('DISPOSAL_SERVICE_NOT_AVAILABLE');
  return { ok: true, state: { ...state, disposalQuantity: Math.min(quantity, eligible), notices: [] } };
}

/** Lines whose delivery state changed since the shopper last saw it. */
export function changedLines(state: BasketState, lookup: ArticleLookup): BasketLine[] {
  return resolveLines(state.lines, lookup)
    .filter(({ line, article }) => basketAvailability(article).key !== line.seenAvailabilityKey)
    .map(({ line }) => line);
}

/** The shopper was told about the changed delivery states: they count as seen from now on. */
export function acknowledgeDeliveryStates(state: BasketState, lookup: ArticleLookup): BasketState {
  const lines = state.lines.map((line) => {
    const article = lookup(line.variantId);
    return article ? { ...line, seenAvailabilityKey: basketAvailability(article).key } : line;
  });
  return { ...state, lines };
}
