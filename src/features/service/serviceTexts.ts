// Texts of the service pages (newsletter, contact, catalogue order, support, tracking). Form
// errors shared with the API's codes are in src/shop/formMessages.ts.
export const serviceTexts = {
  NEWSLETTER_ONE_STEP_LEFT: 'Nur noch ein Schritt',
  NEWSLETTER_ONE_STEP_LEFT_TEXT:
    'Wir haben Ihnen eine E-Mail geschickt. Bitte klicken Sie auf den Bestätigungslink darin, um Ihre Anmeldung abzuschließen. Danach erhalten Sie Ihren 10 € Gutschein.',
  NEWSLETTER_ACTIVATED: 'Ihre Anmeldung war erfolgreich',
  NEWSLETTER_ALREADY_ACTIVATED: 'Ihre Anmeldung ist bereits aktiviert',
  NEWSLETTER_VOUCHER: 'Ihr 10 € Gutschein-Code',
  NEWSLETTER_UNSUBSCRIBED: 'Sie haben sich erfolgreich vom Newsletter abgemeldet.',
  NEWSLETTER_RECOMMENDATIONS_UNSUBSCRIBED: 'Sie erhalten ab sofort keine Produktempfehlungen mehr per E-Mail.',
  NEWSLETTER_DATA_UPDATED: 'Ihre Änderungen wurden erfolgreich übernommen.',
  NEWSLETTER_INCENTIVE: 'Jetzt anmelden und 10 € Gutschein sichern',
  CONTACT_SUBHEADLINE: 'Bitte geben Sie Ihre Kontaktdaten ein',
  CONTACT_SENT: 'Vielen Dank für Ihre Nachricht',
  CATALOGUES_SENT: 'Vielen Dank für Ihre Katalogbestellung',
  TRACK_NOT_FOUND: 'Zu diesen Angaben haben wir keine Bestellung gefunden. Bitte prüfen Sie die Bestellnummer und die Postleitzahl.',
  TRACK_NO_PARCELS: 'Ihre Bestellung ist eingegangen und wird bearbeitet. Sobald ein Paket unterwegs ist, sehen Sie hier seinen Status.',
  TRACK_NO_RETURNS: 'Zu dieser Bestellung ist keine Rücksendung registriert. Eine Rücksendung kann bis zu 15 Werktage dauern.',
} as const;
