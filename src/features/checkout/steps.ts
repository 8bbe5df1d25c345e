// The checkout's steps (the specification leaves them open): who orders, where it goes, how it is
// paid, then the review with the coupon and the order button. Each step has its own URL
// (/checkout?schritt=…), so the browser's back button walks back through them; a shop in another
// language writes the parameter and its values in its own (/checkout?etape=paiement).

// The ids are the URL's values; the labels name their messages (messages/<language>/checkout.json).
export const STEPS = [
  { id: 'kunde', label: 'checkoutStepCustomer' },
  { id: 'adresse', label: 'checkoutStepAddress' },
  { id: 'zahlung', label: 'checkoutStepPayment' },
  { id: 'pruefen', label: 'checkoutStepReview' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];
export const STEP_PARAM = 'schritt';

interface StepWords {
  param: string;
  steps: Record<StepId, string>;
}

/** The step parameter and its values in the other languages' URLs (German: STEP_PARAM and the ids). */
const STEP_WORDS: Readonly<Record<string, StepWords>> = {
  fr: { param: 'etape', steps: { kunde: 'client', adresse: 'adresse', zahlung: 'paiement', pruefen: 'verification' } },
  nl: { param: 'stap', steps: { kunde: 'klant', adresse: 'adres', zahlung: 'betaling', pruefen: 'controleren' } },
  cs: { param: 'krok', steps: { kunde: 'zakaznik', adresse: 'adresa', zahlung: 'platba', pruefen: 'kontrola' } },
  sv: { param: 'steg', steps: { kunde: 'kund', adresse: 'adress', zahlung: 'betalning', pruefen: 'granska' } },
  sk: { param: 'krok', steps: { kunde: 'zakaznik', adresse: 'adresa', zahlung: 'platba', pruefen: 'kontrola' } },
};

const GERMAN: StepWords = { param: STEP_PARAM, steps: { kunde: 'kunde', adresse: 'adresse', zahlung: 'zahlung', pruefen: 'pruefen' } };

const wordsOf = (locale: string): StepWords => STEP_WORDS[locale.split('-')[0]!] ?? GERMAN;

/** A step's query as the shop's language writes it: 'schritt=adresse', 'etape=adresse'. */
export function stepQuery(locale: string, step: StepId): string {
  const words = wordsOf(locale);
  return `${words.param}=${words.steps[step]}`;
}

export interface Progress {
  /** Logged in, or chose to order as a guest. */
  identified: boolean;
  /** A delivery address (and the confirmation e-mail) is known. */
  address: boolean;
  /** A payment method is chosen. */
  payment: boolean;
}

export const stepNumber = (step: StepId): number => STEPS.findIndex((s) => s.id === step) + 1;

/** The step a URL's query asks for, in the shop's words or the German ones (links from before). */
export function stepFromSearch(locale: string, search: Readonly<Record<string, string | undefined>>): StepId | null {
  const words = wordsOf(locale);
  const own = search[words.param];
  if (own !== undefined) return STEPS.find((s) => words.steps[s.id] === own)?.id ?? null;
  return STEPS.find((s) => s.id === search[STEP_PARAM])?.id ?? null;
}

/** The first step still to do; the review once everything is there. */
export function firstOpenStep(progress: Progress): StepId {
  if (!progress.identified) return 'kunde';
  if (!progress.address) return 'adresse';
  if (!progress.payment) return 'zahlung';
  return 'pruefen';
}

/**
 * The step to show for the one asked for: any step up to the first open one (going back is
 * always possible), never beyond it. Opening the checkout afresh (no step asked for) starts at the
 * first open step but not past the address, so a known address (the account's) is confirmed
 * before each order.
 */
export function stepToShow(requested: StepId | null, progress: Progress): StepId {
  const open = firstOpenStep(progress);
  if (requested === null) return stepNumber(open) > stepNumber('adresse') ? 'adresse' : open;
  return stepNumber(requested) <= stepNumber(open) ? requested : open;
}

/** Whether the stepper may link to a step. */
export const isReachable = (step: StepId, progress: Progress): boolean => stepNumber(step) <= stepNumber(firstOpenStep(progress));
