import { layoutTexts } from '../../ui/layoutTexts.ts';

/** Accessible name of a header tool: '{label}, {n} Artikel' once the count is known. */
export function toolLabel(locale: string, label: string, count: number | null | undefined): string {
  return count == null ? label : layoutTexts(locale).layoutToolCount({ label, count });
}

/**
 * Accessible name of the account tool, which counts no articles but says the login state once it
 * is known: '{label}, angemeldet' or '{label}, nicht angemeldet' (null: not known yet).
 */
export function accountLabel(locale: string, label: string, loggedIn: boolean | null): string {
  if (loggedIn === null) return label;
  const texts = layoutTexts(locale);
  return (loggedIn ? texts.layoutLoggedIn : texts.layoutLoggedOut)({ label });
}
