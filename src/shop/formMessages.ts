import { fill, message } from './messages.ts';

// The messages of the shop's forms: field messages (codes of the API's `extensions.fields`) and
// form-level ones. Kept apart from the catalogue every page loads, since only forms need them.
export const formMessages = {
  LOGIN_FAILED: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben und Ihr Passwort.',
  FIELD_REQUIRED: 'Dies ist ein Pflichtfeld',
  EMAIL_REQUIRED: 'Bitte geben Sie eine E-Mail-Adresse ein',
  EMAIL_INVALID: 'Bitte überprüfen Sie Ihre E-Mail-Adresse',
  CUSTOMER_NUMBER_INVALID: 'Die Kundennummer besteht aus 6 - 8 Ziffern',
  FIELD_MIN_LENGTH: 'Bitte geben Sie mindestens {min} Zeichen ein',
  SALUTATION_REQUIRED: 'Bitte wählen Sie eine Anrede',
  FORM_REQUIRED_FIELDS_MISSING: 'Bitte füllen Sie alle Pflichtfelder aus.',
  FORM_SUBMIT_FAILED: 'Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  FIELD_INVALID_CHARACTERS: 'Bitte verwenden Sie nur Buchstaben, Ziffern und die erlaubten Sonderzeichen',
  /** FIELD_INVALID_CHARACTERS on a first name, which takes no digits. */
  FIELD_INVALID_LETTERS: 'Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen',
  ZIP_CODE_INVALID: 'Die Postleitzahl besteht aus mindestens {min} Ziffern',
  ZIP_CODE_LENGTH: 'Die Postleitzahl besteht aus {length} Ziffern',
  /** A postal code with a space or letters (NL, CZ, SK, SE): how one looks, e.g. '1234 AB'. */
  ZIP_CODE_FORMAT: 'Bitte geben Sie die Postleitzahl im Format {format} ein',
  HOUSE_NUMBER_INVALID: 'Die Hausnummer enthält mindestens eine Ziffer',
  PHONE_INVALID: 'Bitte überprüfen Sie Ihre Telefonnummer',
  COUNTRY_REQUIRED: 'Bitte wählen Sie ein Lieferland',
  COUNTRY_NOT_DELIVERED: 'In dieses Land liefern wir leider nicht',
  BIRTHDAY_INVALID: 'Bitte geben Sie ein gültiges Datum ein',
  BIRTHDAY_TOO_YOUNG: 'Sie müssen mindestens {minAge} Jahre alt sein',
  NEWSLETTER_MIN_AGE: 'Der Newsletter ist erst ab {minAge} Jahren möglich',
  EMAIL_ALREADY_REGISTERED: 'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto',
  NO_CATALOG_SELECTED: 'Bitte wählen Sie mindestens einen Katalog aus',
  NEWSLETTER_SUBSCRIBE_FAILED: 'Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.',
  NEWSLETTER_UNSUBSCRIBE_FAILED:
    'Bei der Abmeldung vom Newsletter ist etwas schiefgelaufen. Gerne hilft Ihnen unser Kundenservice weiter. Telefon: {phone}',
  NEWSLETTER_UPDATE_DATA_FAILED: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
  PASSWORD_HINT: 'Ein sicheres Passwort hat mindestens 5 Zeichen und enthält Buchstaben, Ziffern und Sonderzeichen.',
} as const;

export type FormMessageCode = keyof typeof formMessages;

// Fields whose allowed characters are letters and a few signs, no digits: telling the shopper
// 'Ziffern' are allowed there would send them round in circles.
const LETTERS_ONLY_FIELDS = new Set(['firstName']);

/** The message for a field's problem: FIELD_INVALID_CHARACTERS names only what that field allows. */
export function fieldMessage(field: string, code: string, params: Record<string, string | number> = {}): string {
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (code === 'FIELD_INVALID_CHARACTERS' && LETTERS_ONLY_FIELDS.has(name)) return formMessages.FIELD_INVALID_LETTERS;
  return formMessage(code, params);
}

/** A form's text for a code: its own messages first, then the shop's catalogue, else DEFAULT. */
export function formMessage(code: string, params: Record<string, string | number> = {}): string {
  return Object.hasOwn(formMessages, code) ? fill(formMessages[code as FormMessageCode], params) : message(code, params);
}
