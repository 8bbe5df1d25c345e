// Texts of the content components (German originals where the spec quotes them).

export const CONTENT_TEXTS = {
  /** COUPON_COPIED's sub-headline ('Codes can be redeemed at the time of payment'). */
  couponCopiedSub: 'Codes können bei der Bezahlung eingelöst werden.',
  copyCode: (code: string) => `Code ${code} kopieren`,
  copyFailed: 'Der Code konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
  couponInfo: 'Aktionsbedingungen anzeigen',
  couponInfoTitle: 'Aktionsbedingungen',
  qrCode: (code: string) => `QR-Code für den Code ${code}`,
  close: 'Schließen',
  loading: 'Wird geladen …',
  previewBanner: 'Vorschau: Sie sehen auch unveröffentlichte Inhalte.',
  previewExit: 'Vorschau beenden',
  chatLoading: 'Chat wird geladen …',
  chatFailed: 'Der Chat ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  optOut: {
    success: 'Ihr Widerspruch wurde gespeichert. Wir erfassen Ihre Nutzung nicht mehr.',
    alreadyExists: 'Ihr Widerspruch liegt bereits vor.',
    nonExistentProvider: 'Die angegebene Adresse gibt es nicht.',
    failed: 'Der Widerspruch konnte nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
  },
} as const;
