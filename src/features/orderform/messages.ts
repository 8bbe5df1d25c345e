import { message } from '../../shop/texts/messages.ts';
import { orderformTexts } from './texts.ts';

// Texts of the direct order form (specification section 8, direct order form): the form's
// summary for each refusal code and the message on the line itself.

type Params = Record<string, string | number>;

/** The message under a refused line. */
export function lineMessage(locale: string, code: string, params: Params = {}): string {
  const t = orderformTexts(locale);
  switch (code) {
    case 'INVALID_DISPLAY_NUMBER':
      return t.orderformInvalidNumber();
    case 'DOF_SOLD_OUT':
      return t.orderformLineSoldOut();
    case 'DOF_VARIANT_NOT_SELECTED':
      return t.orderformLineNoSize();
    case 'DOF_QUANTITY_MORE_THAN_STOCK':
      return t.orderformStock({ stock: params.stock ?? '{stock}' });
    case 'DOF_FAILED_TO_ADD_TO_BASKET':
      return t.orderformFailed();
    default:
      // Basket limits (QUANTITY_LIMIT_EXCEEDED, BASKET_MAX_ITEMS …) speak for themselves.
      return message(locale, code, params);
  }
}

const SUMMARY_CODES = {
  DOF_VARIANT_NOT_SELECTED: 'orderformNoSize',
  DOF_SOLD_OUT: 'orderformSoldOut',
  DOF_QUANTITY_MORE_THAN_STOCK: 'orderformMoreThanStock',
} as const;

/**
 * The form's summary above the button: one sentence per kind of refusal; the general one when
 * nothing could be added and no such sentence explains why (the lines show their own messages).
 */
export function summaryMessages(locale: string, codes: readonly string[], anyAdded: boolean): string[] {
  const t = orderformTexts(locale);
  const known = (Object.keys(SUMMARY_CODES) as Array<keyof typeof SUMMARY_CODES>)
    .filter((code) => codes.includes(code))
    .map((code) => t[SUMMARY_CODES[code]]());
  return known.length === 0 && codes.length > 0 && !anyAdded ? [t.orderformFailed()] : known;
}

/** The success notice for the pieces added. */
export const addedMessage = (locale: string, count: number): string => orderformTexts(locale).orderformAdded({ count });
