// Texts of the content components (German originals where the spec quotes them).

export const CONTENT_TEXTS = {
  copyCode: (code: string) => `Code ${code} kopieren`,
  copyFailed: 'Der Code konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
  couponInfo: 'Aktionsbedingungen anzeigen',
  couponInfoTitle: 'Aktionsbedingungen',
  qrCode: (code: string) => `QR-Code für den Code ${code}`,
  close: 'Schließen',
  loading: 'Wird geladen …',
  chatLoading: 'Chat wird geladen …',
  chatFailed: 'Der Chat ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  optOutFailed: 'Der Widerspruch konnte nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
} as const;
