import { fill } from '../../shop/texts/messages.ts';

// Texts of the customer account, the authentication modal and the e-mail pages (spec sections 4
// and 8), keyed by the spec's hint codes where it names one. Only account pages load them.
export const ACCOUNT_MESSAGES = {
  CUSTOMER_NOT_VERIFIED: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  CUSTOMER_PENDING_VERIFY: 'Die Bestätigungs-E-Mail wurde versendet',
  CUSTOMER_VERIFY_WITHDRAWN: 'E-Mails können nicht zugestellt werden',
  CUSTOMER_VERIFY_WITHDRAWN_TEXT: 'Bitte wenden Sie sich an unseren Kundenservice, damit wir Ihre E-Mail-Adresse prüfen können.',
  CUSTOMER_EMAIL_VERIFICATION_SENDING_SUCCESS: 'Erfolgreich versendet.',
  CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED: 'Es ist ein Fehler aufgetreten',
  EMAIL_VERIFICATION_SUCCESS: 'Ihre E-Mail-Adresse wurde erfolgreich bestätigt.',
  EMAIL_VERIFICATION_INVALID: 'Der Bestätigungslink ist ungültig',
  EMAIL_VERIFICATION_INVALID_TEXT: 'Wir haben Ihnen automatisch einen neuen Link gesendet. Bitte prüfen Sie Ihr Postfach.',
  EMAIL_VERIFICATION_ERROR: 'Es ist ein Fehler aufgetreten',
  EMAIL_VERIFICATION_ERROR_TEXT:
    'Ihre E-Mail-Adresse konnte aus technischen Gründen nicht bestätigt werden. Bitte versuchen Sie es später noch einmal.',
  EMAIL_VERIFICATION_PENDING: 'Die Bestätigung steht noch aus',
  EMAIL_VERIFICATION_PENDING_TEXT:
    'Ohne Ihre Einwilligung können wir Ihnen keine E-Mails senden. Bei Fragen hilft Ihnen unser Kundenservice.',
  HISTORIC_ORDERS: 'Aufgrund einer Systemumstellung ist die Bestellhistorie vor dem 01.07. nicht verfügbar.',
  RETURN_DURATION: 'Die Bearbeitung einer Retoure kann bis zu 15 Werktage dauern.',
  PAYMENT_BOOKING: 'Die Verbuchung Ihrer Zahlung dauert 3–5 Werktage.',
  DELETE_ACCOUNT_QUESTION: 'Möchten Sie Ihr Kundenkonto wirklich löschen?',
  DELETE_ACCOUNT_SUCCESS: 'Ihre Anfrage zur Löschung Ihres Kundenkontos wurde übermittelt.',
  DELETE_ACCOUNT_ERROR: 'Ihr Kundenkonto konnte nicht gelöscht werden. Bitte wenden Sie sich an unseren Kundenservice.',
  PASSWORD_RESET_ERROR_HEADLINE: 'Das Passwort konnte nicht geändert werden',
  PASSWORD_RESET_ERROR_TEXT: 'Bitte klicken Sie noch einmal auf den Link in der E-Mail oder fordern Sie eine neue E-Mail an.',
  PASSWORD_RESET_SUCCESS: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  PASSWORD_RESET_REQUESTED:
    'Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
  PASSWORDS_DIFFER: 'Die Passwörter stimmen nicht überein',
  ACCOUNT_ACTIVATED: 'Ihr Kundenkonto ist aktiviert. Willkommen!',
  ACCOUNT_ACTIVATION_FAILED: 'Der Aktivierungslink ist ungültig. Bitte melden Sie sich an oder fordern Sie einen neuen Link an.',
  SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  LOGGED_IN: 'Sie sind jetzt angemeldet.',
  LOGIN_NOT_SAVED: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es noch einmal.',
  LOGGED_OUT: 'Sie haben sich abgemeldet.',
  REGISTERED: 'Ihr Kundenkonto wurde angelegt. Sie sind jetzt angemeldet.',
  OLDER_INVOICES_REQUESTED: 'Vielen Dank! Wir senden Ihnen die gewünschten Rechnungen per Post.',
  LOAD_FAILED: 'Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
} as const;

export type AccountMessageCode = keyof typeof ACCOUNT_MESSAGES;

export function accountMessage(code: AccountMessageCode, params: Record<string, string | number> = {}): string {
  return fill(ACCOUNT_MESSAGES[code], params);
}
