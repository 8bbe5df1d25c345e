import type { Dimension, DirectOrderFormLineInput, Product } from '../../__generated__/shop-resolvers.ts';
import { articleNumberOf, stockOf, type Article, type ArticleLookup } from '../basket/articles.ts';
import { addToBasket, type Failure } from '../basket/rules.ts';
import type { BasketState } from '../basket/state.ts';

// The direct order form: each line is checked on its own against the basket as it would be
// with the valid lines before it; the valid lines are then added together.

/** Finds the colour a display number names (also by the number it had before renumbering). */
export type ArticleByNumber = (displayNumber: string) => { product: Product; dimension: Dimension } | undefined;

export interface LineError {
  index: number;
  failure: Failure;
}

export interface FormOutcome {
  state: BasketState;
  addedLines: number[];
  lineErrors: LineError[];
}

/** '123.456.789' or '123 456 789' → '123456789'; null unless 3 groups of 3 digits. */
export function normaliseDisplayNumber(input: string): string | null {
  const compact = input.trim();
  return /^\d{3}[. ]?\d{3}[. ]?\d{3}$/.test(compact) ? compact.replace(/[. ]/g, '') : null;
}

const blank = (line: DirectOrderFormLineInput) => line.displayNumber.trim() === '' && !line.variantId;

function chooseArticle(line: DirectOrderFormLineInput, lookup: ArticleLookup, byNumber: ArticleByNumber): Article | Failure {
  const number = normaliseDisplayNumber(line.displayNumber);
  const found = number === null ? undefined : byNumber(number);
  if (!found) return { code: 'INVALID_DISPLAY_NUMBER', params: {} };
  const { variants } = found.dimension;
  // A colour sold out in every size cannot be ordered, whatever was chosen.
  if (variants.every((v) => (v.availability.quantity ?? 0) === 0)) return { code: 'DOF_SOLD_OUT', params: {} };
  // A colour with a single size needs no choice.
  const variantId = line.variantId ?? (variants.length === 1 ? variants[0]!.id : null);
  const article = variantId ? lookup(variantId) : undefined;
  if (!article || article.dimension.id !== found.dimension.id) return { code: 'DOF_VARIANT_NOT_SELECTED', params: {} };
  return article;
}

/** The problem of one line given the basket so far, or the basket with the line added. */
function applyLine(state: BasketState, line: DirectOrderFormLineInput, lookup: ArticleLookup, byNumber: ArticleByNumber) {
  const chosen = chooseArticle(line, lookup, byNumber);
  if ('code' in chosen) return { failure: chosen };
  const stock = stockOf(chosen);
  if (stock === 0) return { failure: { code: 'DOF_SOLD_OUT', params: {} } };
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return { failure: { code: 'DOF_FAILED_TO_ADD_TO_BASKET', params: {} } };
  const inBasket = state.lines.find((l) => l.variantId === chosen.variant.id)?.quantity ?? 0;
  if (inBasket + line.quantity > stock) return { failure: { code: 'DOF_QUANTITY_MORE_THAN_STOCK', params: { stock } } };
  const outcome = addToBasket(state, lookup, { variantId: chosen.variant.id, quantity: line.quantity });
  if (outcome.ok) return { state: outcome.state };
  // The per-line limit reads, on this form, as the article's maximum quantity.
  const failure: Failure =
    outcome.failure.code === 'ATB_QUANTITY_LIMIT_EXCEEDED'
      ? { code: 'QUANTITY_LIMIT_EXCEEDED', params: { displayNumber: articleNumberOf(chosen) } }
      : outcome.failure;
  return { failure };
}

export function submitLines(
  state: BasketState,
  lines: readonly DirectOrderFormLineInput[],
  lookup: ArticleLookup,
  byNumber: ArticleByNumber,
): FormOutcome {
  let draft = state;
  const addedLines: number[] = [];
  const lineErrors: LineError[] = [];
  lines.forEach((line, index) => {
    if (blank(line)) return;
    const result = applyLine(draft, line, lookup, byNumber);
    if (result.failure) lineErrors.push({ index, failure: result.failure });
    else {
      draft = result.state!;
      addedLines.push(index);
    }
  });
  return { state: addedLines.length > 0 ? draft : state, addedLines, lineErrors };
}
