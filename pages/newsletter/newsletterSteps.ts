/** The newsletter pages by their path segment, with their titles. */
export const NEWSLETTER_STEPS = {
  anmelden: 'Newsletter abonnieren',
  bestaetigen: 'Newsletter-Anmeldung bestätigen',
  unsubscribe: 'Newsletter abmelden',
  'produktempfehlungen-abmelden': 'Produktempfehlungen abmelden',
  'daten-aendern': 'Newsletter-Daten ändern',
} as const;

export type NewsletterStep = keyof typeof NEWSLETTER_STEPS;

export const isNewsletterStep = (step: string): step is NewsletterStep => Object.hasOwn(NEWSLETTER_STEPS, step);
