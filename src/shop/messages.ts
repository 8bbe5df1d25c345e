// German texts keyed by the specification's hint codes. Placeholders in braces are filled by
// `message()`; the German originals are used where the specification quotes them.
export const messages = {
  ATB_GENERAL: 'Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.',
  ATB_NO_VARIANT_SELECTED: 'Bitte wählen Sie eine Größe',
  ATB_VARIANT_OUTSOLD: 'Diese Größe ist ausverkauft',
  ATB_QUANTITY_LIMIT_EXCEEDED:
    'Sie haben diesen Artikel bereits {quantityLimit} mal in Ihrem Warenkorb. Damit ist die Maximalmenge erreicht.',
  ATB_GIFT_ALREADY_IN_BASKET: 'Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.',
  ATB_ADDED: 'Der Artikel wurde in den Warenkorb gelegt.',
  DEFAULT:
    'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal. Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundenservice.',
  QUANTITY_LIMIT_EXCEEDED: 'Die Maximalmenge für diesen Artikel {displayNumber} ist bereits erreicht.',
  BASKET_MAX_ITEMS: 'Die maximale Artikelanzahl von {basketMaxItems} ist erreicht. Bitte entfernen Sie einige Artikel.',
  BASKET_MIN_ORDER_VALUE: 'Bitte beachten Sie den Mindestbestellwert.',
  BASKET_MIN_ORDER_VALUE_FREE_GIFT: 'Bitte beachten Sie den Mindestbestellwert von {formattedMinOrderValueFreeGift}.',
  MORE_THAN_ONE_FREE_GIFT: 'Gratisartikel können nur einmal hinzugefügt werden.',
  DISPOSAL_SERVICE_NOT_BOOKED:
    'Der Artikel wurde in den Warenkorb gelegt, der Entsorgungsservice konnte aber nicht gebucht werden. Bitte buchen Sie ihn im Warenkorb.',
  WISHLIST_FAILED_TO_ADD_ITEM: 'Der Artikel konnte nicht auf den Merkzettel gelegt werden.',
  WISHLIST_FAILED_TO_REMOVE_ITEM: 'Der Artikel konnte nicht vom Merkzettel entfernt werden.',
  WISHLIST_EMPTY: 'Es befinden sich keine Artikel auf Ihrem Merkzettel.',
  NO_SEARCH_RESULT: 'Sie haben nach "{term}" gesucht. Leider haben wir kein Ergebnis gefunden.',
  RATING_ALREADY_SUBMITTED: 'Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
  RATING_NOT_AVAILABLE: 'Aus technischen Gründen ist eine Bewertung dieses Artikels momentan leider nicht möglich.',
  PRODUCT_RATED: 'Vielen Dank für Ihre Bewertung. Sie können das Fenster jetzt schließen.',
  REVIEW_REPORTED: 'Vielen Dank, dass Sie diese Bewertung gemeldet haben.',
  PRODUCT_SAFETY_INFO_ERROR: 'Fehler beim Laden der Daten. Bitte versuchen Sie es später noch einmal.',
  MODAL_LOAD_ERROR: 'Der Inhalt konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  STORE_DISPLAY_FAILURE:
    'Leider ist der gescannte Artikel nicht im Online-Sortiment erhältlich. Bitte wenden Sie sich an eine Mitarbeiterin oder einen Mitarbeiter.',
  SCARCITY_EFFECT: 'Nur noch {quantity} verfügbar!',
  DISPLAY_NUMBER_CHANGED: 'Der Artikel ist jetzt unter der Artikelnummer {displayNumber} gelistet (vorher {oldDisplayNumber}).',
  NO_REVIEWS: 'Für diesen Artikel gibt es noch keine Bewertungen.',
  NO_REVIEWS_WITH_RATING: 'Es gibt keine Bewertungen mit {rating} Sternen.',
  // The same for a one-star filter, in the singular.
  NO_REVIEWS_WITH_ONE_STAR: 'Es gibt keine Bewertungen mit 1 Stern.',
  COPIED: 'Kopiert',
  COUPON_COPIED: 'Aktionscode kopiert',
  /** COUPON_COPIED's sub-headline, a sentence under the headline. */
  COUPON_COPIED_SUB: 'Codes können bei der Bezahlung eingelöst werden.',
  /** The account and the thanks page greet an active loyalty number with the same sentence. */
  SCRID_SESSION_ACTIVE: 'Willkommen! Ihre {programmeName}-Nummer ist bereits aktiv.',
  /** Add to basket: more pieces asked for at once than the size has in stock (QuantityMoreThanStock). */
  QUANTITY_MORE_THAN_STOCK: 'Von dieser Größe sind nur noch {stock} Artikel auf Lager.',
} as const;

export type MessageCode = keyof typeof messages;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

/** Fills a template's {placeholders}; an unknown one stays visible rather than inventing a value. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text for a hint code with its placeholders filled; unknown codes get the DEFAULT text. */
export function message(code: string, params: Record<string, string | number> = {}): string {
  return fill(isMessageCode(code) ? messages[code] : messages.DEFAULT, params);
}
