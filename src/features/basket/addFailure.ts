import { ApiError } from '../../relay/network.ts';
import type { AddToBasketResult } from '../../shop/context/addToBasket.ts';

// A hint code of the API (ATB_QUANTITY_LIMIT_EXCEEDED …), not an HTTP status or a transport error.
const HINT_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * Refusals with a hint code keep their code and placeholders; anything else is ATB_GENERAL. The
 * part that shows the refusal turns a code its catalogue does not know into ATB_GENERAL too, so
 * the catalogue is loaded with the buy box, not with every page.
 */
export function addFailure(error: unknown): AddToBasketResult {
  if (error instanceof ApiError && error.code !== 'ATB_GENERAL' && HINT_CODE.test(error.code)) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.extensions ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    return { ok: false, code: error.code, params };
  }
  return { ok: false, code: 'ATB_GENERAL', params: {} };
}
