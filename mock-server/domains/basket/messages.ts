// The shop shows its own texts per code; these messages say the same for anyone reading the raw error.
const MESSAGES: Readonly<Record<string, (params: Record<string, string | number>) => string>> = {
  ATB_NO_VARIANT_SELECTED: () => 'Bitte wählen Sie eine Größe.',
  ATB_VARIANT_OUTSOLD: () => 'Diese Größe ist ausverkauft.',
  ATB_QUANTITY_LIMIT_EXCEEDED: (p) =>
    `Sie haben diesen Artikel bereits ${p['quantityLimit']} Mal in Ihren Warenkorb gelegt. Damit ist die Maximalmenge erreicht.`,
  ATB_GIFT_ALREADY_IN_BASKET: () => 'Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.',
  ATB_GENERAL: () => 'Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.',
  MORE_THAN_ONE_FREE_GIFT: () => 'Gratisartikel können nur einmal hinzugefügt werden.',
  BASKET_MIN_ORDER_VALUE_FREE_GIFT: (p) => `Bitte beachten Sie den Mindestbestellwert von ${p['formattedMinOrderValueFreeGift']}.`,
  BASKET_MIN_ORDER_VALUE: (p) => `Bitte beachten Sie den Mindestbestellwert von ${p['formattedMinOrderValue']}.`,
  BASKET_MAX_ITEMS: (p) => `Die maximale Artikelanzahl von ${p['basketMaxItems']} ist erreicht, bitte entfernen Sie einige Artikel.`,
  QUANTITY_LIMIT_EXCEEDED: (p) => `Die Maximalmenge für den Artikel ${p['displayNumber']} ist bereits erreicht.`,
  QUANTITY_MORE_THAN_STOCK: (p) => `Nur noch ${p['stock']} Artikel auf Lager.`,
  BasketChangeItemFailed: () => 'Der Artikel konnte nicht geändert werden, bitte versuchen Sie es erneut.',
  DISPOSAL_SERVICE_NOT_AVAILABLE: () =>
    'Um unseren Entsorgungsservice nutzen zu können, muss mindestens eine Matratze oder ein Lattenrost bestellt werden.',
  BAD_USER_INPUT: () => 'Die Eingabe ist ungültig.',
  BASKET_EMPTY: () => 'Es befinden sich derzeit keine Artikel in Ihrem Warenkorb.',
  DELIVERY_STATE_CHANGED: () => 'Der Lieferstatus einiger Artikel in Ihrem Warenkorb hat sich geändert. Bitte prüfen Sie Ihren Warenkorb.',
  COUPON_INVALID: () => 'Der Gutscheincode ist leider ungültig.',
};

export function basketMessage(code: string, params: Record<string, string | number> = {}): string {
  return MESSAGES[code]?.(params) ?? 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';
}
