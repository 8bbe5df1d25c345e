// How a personal page's +data tells the browser what became of each of the visitor's queries it
// ran on the server (pageData.ts), so usePersonalQuery renders the same thing on both sides.
import type { Variables } from 'relay-runtime';

/**
 * loaded: the records came with the page, read them; failed: the API failed, show the failure
 * with its retry; refused: the API refused the customer's token, the browser asks again through
 * the shop's route, which ends the session.
 */
export type PersonalOutcome = 'loaded' | 'failed' | 'refused';

/** Outcomes by `personalKey`. */
export type PersonalOutcomes = Readonly<Record<string, PersonalOutcome>>;

/** One query with its variables, as +data and the page's components both name it. */
export const personalKey = (operationName: string, variables: Variables): string => `${operationName} ${JSON.stringify(variables)}`;

/**
 * Whether the API refused the customer's token for one of the page's queries: the server ends the
 * session with the page's answer, as the shop's personalised route does (both cookies removed),
 * and the page shows what a guest sees (the account its login prompt, saying the session ran out).
 */
export function tokenRefused(outcomes: PersonalOutcomes | undefined): boolean {
  return !!outcomes && Object.values(outcomes).includes('refused');
}
