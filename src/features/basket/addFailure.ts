import { ApiError } from '../../relay/network.ts';
import { isMessageCode } from '../../shop/messages.ts';
import type { AddToBasketResult } from '../../shop/addToBasket.ts';

/** Refusals of the message catalogue keep their code and placeholders; anything else is ATB_GENERAL. */
export function addFailure(error: unknown): AddToBasketResult {
  if (error instanceof ApiError && error.code !== 'ATB_GENERAL' && isMessageCode(error.code)) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.extensions ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    return { ok: false, code: error.code, params };
  }
  return { ok: false, code: 'ATB_GENERAL', params: {} };
}
