import type { newsletterTexts } from '../../src/features/service/newsletterTexts.ts';

type NewsletterMessage = keyof ReturnType<typeof newsletterTexts>;

/** The newsletter pages by their path segment, with their titles' messages. */
export const NEWSLETTER_STEPS = {
  anmelden: 'newsletterSubscribeTitle',
  bestaetigen: 'newsletterActivateTitle',
  unsubscribe: 'newsletterUnsubscribeTitle',
  'produktempfehlungen-abmelden': 'newsletterRecommendationsTitle',
  'daten-aendern': 'newsletterUpdateTitle',
} as const satisfies Record<string, NewsletterMessage>;

export type NewsletterStep = keyof typeof NEWSLETTER_STEPS;

const NEWSLETTER_PATH = /^\/newsletter(?:\/([^/]+))?\/?$/;

/** /newsletter/{step}, and /newsletter with an empty step (the data hook sends it to the subscribe page). */
export function newsletterRoute(pathname: string) {
  const match = NEWSLETTER_PATH.exec(pathname);
  return match ? { routeParams: { step: match[1] ?? '' } } : (false as const);
}

/** Where /newsletter leads: the page a shopper who types the address is looking for. */
export const NEWSLETTER_HOME: NewsletterStep = 'anmelden';

export const isNewsletterStep = (step: string): step is NewsletterStep => Object.hasOwn(NEWSLETTER_STEPS, step);
