// The error page's texts: for a page that does not exist (404) and for any other failure.
export const ERROR_PAGE_TEXTS = {
  notFoundTitle: 'Diese Seite gibt es leider nicht',
  notFoundText:
    'Die Seite wurde verschoben oder existiert nicht mehr. Vielleicht finden Sie über die Suche oder die Startseite, was Sie suchen.',
  unknownTitle: 'Da ist etwas schiefgelaufen',
  unknownText: 'Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment noch einmal.',
} as const;
