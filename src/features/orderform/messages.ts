import { fill, message } from '../../shop/texts/messages.ts';

// Texts of the direct order form (specification section 8, direct order form): the form's
// summary for each refusal code and the message on the line itself.
export const orderFormMessages = {
  DOF_FAILED_TO_ADD_TO_BASKET: 'Die Artikel konnten nicht in den Warenkorb gelegt werden.',
  DOF_QUANTITY_MORE_THAN_STOCK: 'Die gewählte Menge übersteigt unseren Lagerbestand.',
  DOF_SOLD_OUT: 'Ihr Bestellschein enthält ausverkaufte Artikel. Bitte entfernen Sie diese.',
  DOF_VARIANT_NOT_SELECTED: 'Ihr Bestellschein enthält Artikel ohne ausgewählte Größe.',
  INVALID_DISPLAY_NUMBER: 'Ungültige Artikelnummer',
  STOCK: 'Nur noch {stock} Artikel auf Lager',
  LINE_SOLD_OUT: 'Dieser Artikel ist ausverkauft',
  LINE_NO_SIZE: 'Bitte wählen Sie eine Größe',
  ADDED_ONE: 'Der Artikel wurde in den Warenkorb gelegt.',
  ADDED: '{count} Artikel wurden in den Warenkorb gelegt.',
} as const;

type Params = Record<string, string | number>;

/** The message under a refused line. */
export function lineMessage(locale: string, code: string, params: Params = {}): string {
  switch (code) {
    case 'INVALID_DISPLAY_NUMBER':
      return orderFormMessages.INVALID_DISPLAY_NUMBER;
    case 'DOF_SOLD_OUT':
      return orderFormMessages.LINE_SOLD_OUT;
    case 'DOF_VARIANT_NOT_SELECTED':
      return orderFormMessages.LINE_NO_SIZE;
    case 'DOF_QUANTITY_MORE_THAN_STOCK':
      return fill(orderFormMessages.STOCK, params);
    case 'DOF_FAILED_TO_ADD_TO_BASKET':
      return orderFormMessages.DOF_FAILED_TO_ADD_TO_BASKET;
    default:
      // Basket limits (QUANTITY_LIMIT_EXCEEDED, BASKET_MAX_ITEMS …) speak for themselves.
      return message(locale, code, params);
  }
}

const SUMMARY_CODES = ['DOF_VARIANT_NOT_SELECTED', 'DOF_SOLD_OUT', 'DOF_QUANTITY_MORE_THAN_STOCK'] as const;

/**
 * The form's summary above the button: one sentence per kind of refusal; the general one when
 * nothing could be added and no such sentence explains why (the lines show their own messages).
 */
export function summaryMessages(codes: readonly string[], anyAdded: boolean): string[] {
  const known = SUMMARY_CODES.filter((code) => codes.includes(code)).map((code) => orderFormMessages[code]);
  return known.length === 0 && codes.length > 0 && !anyAdded ? [orderFormMessages.DOF_FAILED_TO_ADD_TO_BASKET] : known;
}

/** The success notice for the pieces added. */
export const addedMessage = (count: number): string =>
  count === 1 ? orderFormMessages.ADDED_ONE : fill(orderFormMessages.ADDED, { count });
