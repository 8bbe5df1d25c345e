/** Accessible name of a header tool: '{label}, {n} Artikel' once the count is known. */
export function toolLabel(label: string, count: number | null | undefined): string {
  return count == null ? label : `${label}, ${count} Artikel`;
}

/**
 * Accessible name of the account tool, which counts no articles but says the login state once it
 * is known: '{label}, angemeldet' or '{label}, nicht angemeldet' (null: not known yet).
 */
export function accountLabel(label: string, loggedIn: boolean | null): string {
  if (loggedIn === null) return label;
  return `${label}, ${loggedIn ? 'angemeldet' : 'nicht angemeldet'}`;
}
