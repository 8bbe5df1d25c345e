import type { AddToBasketResult } from '../../../shop/context/addToBasket.ts';
import { isMessageCode, message } from '../../../shop/texts/messages.ts';
import { formatDisplayNumber } from '../displayNumber.ts';
import { textsLoaded } from '../../../i18n/LaterTexts.tsx';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** The refusal concerns the size choice, which is highlighted. */
  highlightSizes: boolean;
  /** The article went in: the notification leads on to the basket. */
  toBasket: boolean;
}

const SIZE_CODES = new Set(['ATB_NO_VARIANT_SELECTED', 'ATB_VARIANT_OUTSOLD']);

/** Shown when the article went in but the disposal service did not. */
export const disposalNotBooked = (locale: string) => message(locale, 'DISPOSAL_SERVICE_NOT_BOOKED');

/**
 * The notification for an add-to-basket answer, in the shop's locale, once the hint texts are
 * there (the product page loads them after it is interactive: a quick click may come first).
 */
export async function noticeFor(locale: string, result: AddToBasketResult): Promise<Notice> {
  await textsLoaded(['frame']);
  if (result.ok) {
    return result.disposalBooked === false
      ? { kind: 'error', text: disposalNotBooked(locale), highlightSizes: false, toBasket: true }
      : { kind: 'success', text: message(locale, 'ATB_ADDED'), highlightSizes: false, toBasket: true };
  }
  const params = { ...result.params };
  if (typeof params.displayNumber === 'string') params.displayNumber = formatDisplayNumber(params.displayNumber);
  // A refusal the catalogue has no text for is the general add-to-basket failure.
  const code = isMessageCode(locale, result.code) ? result.code : 'ATB_GENERAL';
  return { kind: 'error', text: message(locale, code, params), highlightSizes: SIZE_CODES.has(code), toBasket: false };
}
