import { formMessage } from '../../shop/texts/formMessages.ts';
import { fill } from '../../shop/texts/messages.ts';

// Texts of the checkout that only it shows.
export const checkoutMessages = {
  COUPON_INVALID: 'Dieser Gutscheincode ist leider ungültig. Bitte prüfen Sie Ihre Eingabe.',
  BASKET_EMPTY: 'Ihr Warenkorb ist leer. Bitte legen Sie Artikel in den Warenkorb, um zur Kasse zu gehen.',
  DELIVERY_STATE_CHANGED:
    'Der Lieferstatus einiger Artikel hat sich geändert. Bitte prüfen Sie Ihre Bestellung und bestellen Sie dann erneut.',
  PAYMENT_METHOD_REQUIRED: 'Bitte wählen Sie eine Zahlungsart',
  PAYMENT_METHOD_NOT_AVAILABLE: 'Diese Zahlungsart ist für Ihre Bestellung leider nicht möglich.',
  BASKET_MIN_ORDER_VALUE: 'Bitte beachten Sie den Mindestbestellwert von {formattedMinOrderValue}.',
} as const;

/** A refusal of the checkout's calls as text: the checkout's own, then the forms' and the shop's. */
export function checkoutMessage(locale: string, code: string, params: Record<string, string | number> = {}): string {
  if (code === 'BASKET_MIN_ORDER_VALUE' && params.formattedMinOrderValue === undefined) return formMessage(locale, code);
  return Object.hasOwn(checkoutMessages, code)
    ? fill(checkoutMessages[code as keyof typeof checkoutMessages], params)
    : formMessage(locale, code, params);
}
