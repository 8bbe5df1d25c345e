import { messagesOf } from '../../src/i18n/catalogue.ts';

// The error page's texts, for a page that does not exist (404) and for any other failure, in the
// shop's language (messages/<language>/errorPage.json).

/** The error page's title and text in a shop's locale. */
export function errorPageTexts(locale: string, notFound: boolean): { title: string; text: string } {
  const texts = messagesOf('errorPage', locale);
  return notFound
    ? { title: texts.errorPageNotFoundTitle(), text: texts.errorPageNotFoundText() }
    : { title: texts.errorPageUnknownTitle(), text: texts.errorPageUnknownText() };
}
