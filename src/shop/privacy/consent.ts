// Consent categories of the cookie banner. Tracking and targeting happen only with consent:
// trackingConsent follows performance (C0002), isTargetingAllowed follows targeting (C0004).

export const CONSENT_CATEGORIES = {
  C0001: 'Notwendig',
  C0002: 'Leistung',
  C0003: 'Funktional',
  C0004: 'Marketing',
  C0005: 'Soziale Medien',
} as const;

export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;
export type Consent = Record<ConsentCategory, boolean>;

export const CONSENT_COOKIE = 'consent';
/** Default cookie lifetime of the shop: 60 days. */
export const CONSENT_MAX_AGE_S = 60 * 24 * 60 * 60;

const CATEGORIES = Object.keys(CONSENT_CATEGORIES) as ConsentCategory[];

/** Consent from the cookie; null when the visitor has not decided yet. Necessary is always on. */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  const given = new Map(value.split(',').map((pair) => pair.split(':') as [string, string]));
  if (!CATEGORIES.every((category) => given.has(category))) return null;
  return Object.fromEntries(CATEGORIES.map((c) => [c, c === 'C0001' || given.get(c) === '1'])) as Consent;
}

export function formatConsent(consent: Consent): string {
  return CATEGORIES.map((c) => `${c}:${c === 'C0001' || consent[c] ? 1 : 0}`).join(',');
}

export function consentOf(choice: 'all' | 'necessary'): Consent {
  return Object.fromEntries(CATEGORIES.map((c) => [c, choice === 'all' || c === 'C0001'])) as Consent;
}

/** The flags the personalised API and the recommendation service get. */
export function consentFlags(consent: Consent | null) {
  return { trackingConsent: consent?.C0002 ?? false, isTargetingAllowed: consent?.C0004 ?? false };
}
